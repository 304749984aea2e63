import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, mentionsIn, splitMentions } from './mention-text';

const JONAS = { id: 'a', name: 'Capt. Jonas Eriksen' };

describe('mention text', () => {
  it('finds the @word at the caret only', () => {
    expect(activeMention('Hello @jo', 9)).toEqual({ start: 6, query: 'jo' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('mail@example', 12)).toBeNull();
    expect(activeMention('Hello @jo and', 13)).toBeNull();
  });

  it('inserts the picked name and keeps only mentions still in the text', () => {
    const { text, caret } = insertMention('Hello @jo, see', 6, 9, JONAS.name);
    expect(text).toBe('Hello @Capt. Jonas Eriksen , see');
    expect(caret).toBe(27);
    expect(mentionsIn(text, [JONAS, JONAS])).toEqual([JONAS]);
    expect(mentionsIn('Hello, see', [JONAS])).toEqual([]);
  });

  it('splits a comment into text and mentions', () => {
    expect(splitMentions('Hi @Capt. Jonas Eriksen!', [JONAS])).toEqual([
      { text: 'Hi ', mention: false },
      { text: '@Capt. Jonas Eriksen', mention: true },
      { text: '!', mention: false },
    ]);
  });
});
