import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUser, User } from '@keel/domain';
import { userResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { userKeys } from './user-keys';

/** Stores a user the server returned after a change, and marks the lists stale. */
export function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  };
}

/** `PATCH /users/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateUser(id: string) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: UpdateUser) =>
      api.patch(`/users/${encodeURIComponent(id)}`, body, { schema: userResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}
