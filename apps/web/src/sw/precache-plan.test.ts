import { describe, expect, it } from 'vitest';
import { precachePlan, type BuiltChunk } from './precache-plan';

const root = '/repo/apps/web';
const chunk = (fileName: string, extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  css: [],
  ...extra,
});

describe('the precache list', () => {
  const chunks = [
    chunk('assets/index-a.js', {
      isEntry: true,
      imports: ['assets/react-b.js'],
      css: ['assets/index-c.css'],
    }),
    chunk('assets/react-b.js'),
    chunk('assets/MainLayout-d.js', { facadeModuleId: `${root}/src/app/layout/MainLayout.tsx` }),
    chunk('assets/NoonReportsPage-e.js', {
      facadeModuleId: `${root}/src/features/fleet/noon-report/components/NoonReportsPage.tsx`,
      imports: ['assets/DataTable-f.js'],
    }),
    chunk('assets/DataTable-f.js', { imports: ['assets/TextField-g.js', 'assets/react-b.js'] }),
    chunk('assets/TextField-g.js'),
    chunk('assets/UsersListPage-h.js', {
      facadeModuleId: `${root}/src/features/users/user/components/UsersListPage.tsx`,
      imports: ['assets/DataTable-f.js', 'assets/UserOnly-i.js'],
    }),
    chunk('assets/UserOnly-i.js'),
  ];

  it('holds the page, the entry and the screens kept offline with everything they load', () => {
    expect([...precachePlan(chunks, root)].sort()).toEqual([
      'assets/DataTable-f.js',
      'assets/MainLayout-d.js',
      'assets/NoonReportsPage-e.js',
      'assets/TextField-g.js',
      'assets/index-a.js',
      'assets/index-c.css',
      'assets/react-b.js',
      'index.html',
    ]);
  });

  it('leaves out the screens not needed at sea and what only they load', () => {
    const plan = precachePlan(chunks, `${root}/`);
    expect(plan.has('assets/UsersListPage-h.js')).toBe(false);
    expect(plan.has('assets/UserOnly-i.js')).toBe(false);
  });
});
