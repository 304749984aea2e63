/** Query keys of the PMS components, catalogues and counters (one factory: a write invalidates by prefix). */
export const pmsKeys = {
  all: ['pms'] as const,
  fleet: () => [...pmsKeys.all, 'fleet'] as const,
  trees: () => [...pmsKeys.all, 'tree'] as const,
  tree: (scope: TreeScope, q: string) => [...pmsKeys.trees(), scope.kind, scope.id, q] as const,
  /** One level of a tree (`root` or a parent id), under `trees()` so a tree write refreshes it. */
  level: (scope: TreeScope, parent: string) =>
    [...pmsKeys.trees(), scope.kind, scope.id, 'level', parent] as const,
  component: (id: string) => [...pmsKeys.all, 'component', id] as const,
  counters: (componentId: string) => [...pmsKeys.all, 'counters', componentId] as const,
  readings: (counterId: string) => [...pmsKeys.all, 'readings', counterId] as const,
  catalogues: () => [...pmsKeys.all, 'catalogues'] as const,
  pushPreview: (catalogueId: string) => [...pmsKeys.all, 'push-preview', catalogueId] as const,
};

/** A tree is a ship's or a catalogue's. */
export type TreeScope = { kind: 'ship' | 'catalogue'; id: string };

/** The API path of a tree. */
export const treePath = (scope: TreeScope) =>
  scope.kind === 'ship'
    ? `/pms/ships/${encodeURIComponent(scope.id)}/components`
    : `/pms/catalogues/${encodeURIComponent(scope.id)}/components`;
