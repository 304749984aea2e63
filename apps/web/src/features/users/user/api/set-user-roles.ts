import { useMutation } from '@tanstack/react-query';
import { userResponseSchema, type SetUserRoles } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreUser } from './update-user';

/** `PUT /users/:id/roles`: replaces the user's role assignments. */
export function useSetUserRoles(id: string) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: SetUserRoles) =>
      api
        .put(`/users/${encodeURIComponent(id)}/roles`, body, { schema: userResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
