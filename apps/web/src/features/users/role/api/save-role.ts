import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleResponseSchema, type CreateRole, type Role, type UpdateRole } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { roleKeys } from './role-keys';

function useStoreRole() {
  const queryClient = useQueryClient();
  return (role: Role) => {
    queryClient.setQueryData(roleKeys.detail(role.id), role);
    void queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
  };
}

/** `POST /access/roles/`. */
export function useCreateRole() {
  const store = useStoreRole();
  return useMutation({
    mutationFn: (body: CreateRole) =>
      api.post('/access/roles/', body, { schema: roleResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}

/** `PATCH /access/roles/:id` with the version read. */
export function useUpdateRole() {
  const store = useStoreRole();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRole }) =>
      api
        .patch(`/access/roles/${encodeURIComponent(id)}`, body, { schema: roleResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
