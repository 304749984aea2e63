import { describe, expect, it } from 'vitest';
import { compareVersions, isVersionString, parseSoftwareVersion, versionStanding } from './version-compare';

describe('compareVersions', () => {
  it('compares dotted numbers as numbers, of any length', () => {
    expect(compareVersions('5.9', '5.10')).toBe(-1);
    expect(compareVersions('5.10', '5.9')).toBe(1);
    expect(compareVersions('2.01.04', '2.1.4')).toBe(0);
    expect(compareVersions('05.12.0001', '5.12.1')).toBe(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2', '1.2.0.1')).toBe(-1);
    expect(compareVersions('10.0', '9.99.99')).toBe(1);
    expect(compareVersions('3.1.4.1592', '3.1.4.1593')).toBe(-1);
  });

  it('ignores case, blanks, a leading v / ver / version and build metadata', () => {
    expect(compareVersions('V5.12', '5.12')).toBe(0);
    expect(compareVersions(' ver 2.3 ', '2.3.0')).toBe(0);
    expect(compareVersions('Version 4.1', 'v4.1')).toBe(0);
    expect(compareVersions('1.4.0+build.77', '1.4.0+build.12')).toBe(0);
    expect(compareVersions('6.0.0-RC.1', '6.0.0-rc.1')).toBe(0);
  });

  it('puts pre-releases before the release, in the order dev < alpha < beta < rc', () => {
    const sorted = [
      '2.0.0',
      '2.0.0-rc.2',
      '2.0.0-beta',
      '2.0.0-alpha.1',
      '2.0.0-dev',
      '2.0.0-rc.10',
      '2.0.0-beta.2',
      '1.9.9',
    ];
    expect([...sorted].sort(compareVersions)).toEqual([
      '1.9.9',
      '2.0.0-dev',
      '2.0.0-alpha.1',
      '2.0.0-beta',
      '2.0.0-beta.2',
      '2.0.0-rc.2',
      '2.0.0-rc.10',
      '2.0.0',
    ]);
    expect(compareVersions('2.0b1', '2.0')).toBe(-1);
    expect(compareVersions('2.0a3', '2.0b1')).toBe(-1);
    expect(compareVersions('2.0rc1', '2.0.1')).toBe(-1);
    expect(compareVersions('1.0.0-x.7', '1.0.0')).toBe(-1);
  });

  it('puts patch letters, service packs, hotfixes and builds after the release', () => {
    expect(compareVersions('4.3.2b', '4.3.2')).toBe(1);
    expect(compareVersions('4.3.2b', '4.3.2a')).toBe(1);
    expect(compareVersions('4.3.2b', '4.3.3')).toBe(-1);
    expect(compareVersions('3.1 SP2', '3.1')).toBe(1);
    expect(compareVersions('3.1 SP2', '3.1 SP10')).toBe(-1);
    expect(compareVersions('3.1-sp1', '3.1')).toBe(1);
    expect(compareVersions('5.2 build 2045', '5.2 build 987')).toBe(1);
    expect(compareVersions('5.2-hotfix1', '5.2-rc1')).toBe(1);
    expect(compareVersions('7.0p1', '7.0')).toBe(1);
    expect(compareVersions('7.0r2', '7.0r1')).toBe(1);
  });

  it('sorts a value without a number before every real version', () => {
    expect(compareVersions('unknown', '0.0.1')).toBe(-1);
    expect(compareVersions('0.0.1', 'unknown')).toBe(1);
    expect(compareVersions('unknown', 'UNKNOWN')).toBe(0);
  });

  it('is antisymmetric and transitive over a mixed list', () => {
    const versions = [
      '1.0',
      '1.0.0-rc.1',
      '1.0a',
      '1.0.1',
      '1.0 SP1',
      '0.9.12',
      '1.0-beta',
      'v1.0.0',
      '1.0b2',
    ];
    for (const a of versions)
      for (const b of versions) expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
    const sorted = [...versions].sort(compareVersions);
    for (let i = 1; i < sorted.length; i += 1)
      expect(compareVersions(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
    expect(sorted[0]).toBe('0.9.12');
    expect(sorted.at(-1)).toBe('1.0.1');
  });
});

describe('parseSoftwareVersion', () => {
  it('splits core, kind and suffix', () => {
    expect(parseSoftwareVersion('v2.1.0-rc.3')).toEqual({ core: [2, 1, 0], kind: 'pre', suffix: ['rc', 3] });
    expect(parseSoftwareVersion('3.1 SP2')).toEqual({ core: [3, 1], kind: 'post', suffix: ['sp', 2] });
    expect(parseSoftwareVersion('4.3.2')).toEqual({ core: [4, 3, 2], kind: 'release', suffix: [] });
  });
});

describe('versionStanding', () => {
  it('says whether the installed version is behind, on or ahead of the target', () => {
    expect(versionStanding('2.01.03', '2.1.4')).toBe('behind');
    expect(versionStanding('2.1.4', '2.01.04')).toBe('current');
    expect(versionStanding('2.2', '2.1.4')).toBe('ahead');
    expect(versionStanding('2.2', null)).toBe('no_target');
  });
});

describe('isVersionString', () => {
  it('wants a number first, after an optional v', () => {
    expect(isVersionString('2.01')).toBe(true);
    expect(isVersionString('V5.12 SP1')).toBe(true);
    expect(isVersionString('latest')).toBe(false);
    expect(isVersionString('')).toBe(false);
  });
});
