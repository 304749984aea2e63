import { describe, expect, it } from 'vitest';
import { allowedEvents, defineMachine, eventLabel, transition } from './status-machine';

const door = defineMachine({
  subject: 'a door',
  states: ['OPEN', 'CLOSED', 'LOCKED'] as const,
  transitions: {
    close: { from: ['OPEN'], to: 'CLOSED', action: 'use_door' },
    open: { from: ['CLOSED'], to: 'OPEN', action: 'use_door' },
    lock: { from: ['CLOSED'], to: 'LOCKED', action: 'hold_key', label: 'lock up' },
    breakIn: { from: ['LOCKED'], to: 'OPEN', action: null, actors: ['system'] },
  },
});

describe('status machine', () => {
  it('returns the target state, the action and the actors of a listed transition', () => {
    expect(transition(door, 'OPEN', 'close')).toEqual({
      ok: true,
      event: 'close',
      from: 'OPEN',
      to: 'CLOSED',
      action: 'use_door',
      actors: ['staff'],
    });
    expect(transition(door, 'LOCKED', 'breakIn')).toMatchObject({
      ok: true,
      action: null,
      actors: ['system'],
    });
  });

  it('refuses what is not listed, naming the event and the state', () => {
    expect(transition(door, 'OPEN', 'lock')).toEqual({
      ok: false,
      message: 'Cannot lock up a door in state OPEN',
    });
    expect(transition(door, 'OPEN', 'breakIn')).toEqual({
      ok: false,
      message: 'Cannot break in a door in state OPEN',
    });
  });

  it('refuses unknown events and states', () => {
    expect(transition(door, 'OPEN', 'kick' as 'open')).toEqual({
      ok: false,
      message: 'Unknown action "kick" for a door',
    });
    expect(transition(door, 'AJAR' as 'OPEN', 'open')).toEqual({
      ok: false,
      message: 'Unknown state "AJAR" of a door',
    });
  });

  it('lists the events allowed from a state', () => {
    expect(allowedEvents(door, 'CLOSED')).toEqual(['open', 'lock']);
    expect(allowedEvents(door, 'OPEN')).toEqual(['close']);
    expect(eventLabel(door, 'breakIn')).toBe('break in');
  });

  it('rejects a definition naming an unknown state or starting nowhere', () => {
    const states = ['A', 'B'] as const;
    expect(() =>
      defineMachine({
        subject: 'a thing',
        states,
        transitions: { go: { from: ['A'], to: 'C' as 'B', action: null } },
      }),
    ).toThrow('Transition go of a thing names unknown state C');
    expect(() =>
      defineMachine({ subject: 'a thing', states, transitions: { go: { from: [], to: 'B', action: null } } }),
    ).toThrow('Transition go of a thing starts nowhere');
  });

  it('freezes the machine', () => {
    expect(Object.isFrozen(door)).toBe(true);
  });
});
