import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { ComponentWorkspace } from '../../component/components/ComponentWorkspace';
import { JobTemplatesSlot, SparePartTemplatesSlot } from '../../pms-slots';
import { useCatalogues } from '../api/list-catalogues';
import { ApplyCatalogueDialog, NewCatalogueDialog } from './CatalogueDialogs';
import { PushCatalogueDialog } from './PushCatalogueDialog';

/**
 * `/PMS/catalogue`: the templates per ship family — a component tree in the same shape as a ship's with
 * each component's job templates, applied to ships (a copy) and later pushed to them after a preview of
 * what would change.
 */
export function CataloguePage() {
  const access = useAccess();
  const catalogues = useCatalogues();
  const [picked, setId] = useState('');
  const [dialog, setDialog] = useState<'new' | 'apply' | 'push' | null>(null);
  const [branch, setBranch] = useState<string | null>(null);
  // The catalogue in view is pinned once shown: a refetch that lists a newer catalogue first (someone
  // else created one) must not swap the page under the user. A deleted one falls back to the first.
  const list = catalogues.data ?? [];
  const id = list.some((c) => c.id === picked) ? picked : (list[0]?.id ?? '');
  // Adjusted while rendering (React's pattern for state derived from new props), not in an effect.
  if (id && id !== picked) setId(id);
  const canChange = can(access, ['component_management']);
  const current = catalogues.data?.find((c) => c.id === id) ?? null;
  return (
    <Box>
      <PageHeader
        title="PMS catalogue"
        subtitle="Component templates per ship family, applied to ships and pushed to them"
        actions={
          canChange && (
            <>
              <Button variant="outlined" onClick={() => setDialog('new')}>
                New catalogue
              </Button>
              {current && (
                <>
                  <Button variant="outlined" onClick={() => setDialog('push')}>
                    Push changes
                  </Button>
                  <Button variant="contained" onClick={() => setDialog('apply')}>
                    Apply to a ship
                  </Button>
                </>
              )}
            </>
          )
        }
      />
      {catalogues.isPending ? (
        <LoadingWheel />
      ) : catalogues.isError ? (
        <Alert severity="error">{errorMessage(catalogues.error)}</Alert>
      ) : catalogues.data.length === 0 ? (
        <Typography color="text.secondary">No catalogue yet. Create one for a ship family.</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextField
              select
              size="small"
              label="Catalogue"
              value={id}
              onChange={(e) => setId(e.target.value)}
              sx={{ minWidth: 280 }}
            >
              {catalogues.data.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            {current && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                  {current.family} · {current.components} templates · used by
                </Typography>
                {current.ships.length === 0 ? (
                  <Chip size="small" label="no ship" />
                ) : (
                  current.ships.map((s) => <Chip key={s.id} size="small" label={s.name} />)
                )}
              </Box>
            )}
          </Box>
          {current && (
            <ComponentWorkspace
              key={current.id}
              scope={{ kind: 'catalogue', id: current.id }}
              canChange={canChange}
              canRead={false}
              label={`Templates of ${current.name}`}
              onSelected={setBranch}
              renderExtra={(node) =>
                node.kind === 'component' ? (
                  <Stack spacing={3}>
                    <JobTemplatesSlot
                      catalogueId={current.id}
                      componentId={node.id}
                      label={`${node.code} ${node.name}`}
                      canChange={canChange}
                    />
                    <SparePartTemplatesSlot
                      catalogueId={current.id}
                      componentId={node.id}
                      code={node.code}
                      name={node.name}
                      canChange={canChange}
                    />
                  </Stack>
                ) : null
              }
            />
          )}
        </>
      )}
      <NewCatalogueDialog open={dialog === 'new'} onClose={() => setDialog(null)} onCreated={setId} />
      {current && (
        <>
          <ApplyCatalogueDialog
            open={dialog === 'apply'}
            onClose={() => setDialog(null)}
            catalogue={current}
            branch={branch ? { id: branch, label: 'selected in the tree' } : null}
          />
          <PushCatalogueDialog open={dialog === 'push'} onClose={() => setDialog(null)} catalogue={current} />
        </>
      )}
    </Box>
  );
}
