/** Query keys of the DMS screens: one factory, so a write refreshes every reader. */
export const dmsKeys = {
  all: ['dms'] as const,
  tree: () => [...dmsKeys.all, 'tree'] as const,
  documents: () => [...dmsKeys.all, 'document'] as const,
  document: (id: string) => [...dmsKeys.documents(), id] as const,
  search: (q: string, offset: number, limit: number) => [...dmsKeys.all, 'search', q, offset, limit] as const,
  acknowledgements: (revisionId: string) => [...dmsKeys.all, 'acknowledgements', revisionId] as const,
  shipEffective: (shipId: string) => [...dmsKeys.all, 'ship-effective', shipId] as const,
  obsolete: (query: object) => [...dmsKeys.all, 'obsolete', query] as const,
  dcrs: () => [...dmsKeys.all, 'dcr'] as const,
  dcrList: (query: object) => [...dmsKeys.dcrs(), 'list', query] as const,
  dcr: (id: string) => [...dmsKeys.dcrs(), 'detail', id] as const,
};

/** `/dms/<records>/<id><suffix>` with the id encoded. */
export const dmsPath = (records: string, id: string, suffix = '') =>
  `/dms/${records}/${encodeURIComponent(id)}${suffix}`;
