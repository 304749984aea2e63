import { describe, expect, it } from 'vitest';
import { createApplianceTargetSchema, standingOf, targetFor } from './appliance-target.schema';
import { createApplianceSchema } from './appliance.schema';

const targets = [
  { id: 'type', type: 'ecdis' as const, maker: null, model: null, targetVersion: '5.0' },
  { id: 'maker', type: 'ecdis' as const, maker: 'JRC', model: null, targetVersion: '2.01.04' },
  { id: 'model', type: 'ecdis' as const, maker: 'Furuno', model: 'FMD-3200', targetVersion: '3.05' },
  { id: 'radar', type: 'radar' as const, maker: null, model: null, targetVersion: '1.0' },
];

describe('targetFor', () => {
  it('picks the most specific matching target, ignoring case and blanks', () => {
    expect(targetFor({ type: 'ecdis', maker: 'Furuno', model: ' fmd-3200 ' }, targets)?.id).toBe('model');
    expect(targetFor({ type: 'ecdis', maker: 'Furuno', model: 'FMD-3300' }, targets)?.id).toBe('type');
    expect(targetFor({ type: 'ecdis', maker: 'jrc', model: 'JAN-9201' }, targets)?.id).toBe('maker');
    expect(targetFor({ type: 'ais', maker: 'JRC', model: 'JHS-183' }, targets)).toBeNull();
  });

  it('says where the installed version stands', () => {
    expect(
      standingOf({ type: 'ecdis', maker: 'JRC', model: 'JAN-9201', softwareVersion: '2.01.03' }, targets),
    ).toEqual({
      target: targets[1],
      standing: 'behind',
    });
    expect(
      standingOf({ type: 'ais', maker: 'JRC', model: 'JHS-183', softwareVersion: '1.0' }, targets).standing,
    ).toBe('no_target');
  });
});

describe('appliance schemas', () => {
  it('wants a model only together with a maker, and a version that starts with a number', () => {
    const bad = createApplianceTargetSchema.safeParse({
      type: 'ecdis',
      model: 'FMD-3200',
      targetVersion: 'latest',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['targetVersion', 'targetVersion must start with a number, e.g. 2.01.04'],
      ['maker', 'maker is required when a model is given'],
    ]);
    const noMaker = createApplianceTargetSchema.safeParse({
      type: 'ecdis',
      model: 'FMD-3200',
      targetVersion: '3.05',
    });
    expect(noMaker.error?.issues[0]).toMatchObject({
      path: ['maker'],
      message: 'maker is required when a model is given',
    });
    expect(
      createApplianceTargetSchema.parse({ type: 'ecdis', maker: ' ', targetVersion: '3.05' }),
    ).toMatchObject({
      maker: null,
      model: null,
    });
  });

  it('names the field of a bad appliance', () => {
    const result = createApplianceSchema.safeParse({
      shipId: '11111111-1111-4111-8111-111111111111',
      type: 'sonar',
      name: 'ECDIS 1',
      maker: 'JRC',
      model: 'JAN-9201',
      softwareName: 'JAN-9201 ECDIS',
      softwareVersion: '2.01',
      installedOn: '2025-02-30',
      installedBy: 'JRC service',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['type', 'installedOn']);
  });
});
