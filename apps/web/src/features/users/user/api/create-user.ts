import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponseSchema, type CreateUser } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { userKeys } from './user-keys';

/** `POST /users/`. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUser) =>
      api.post('/users/', body, { schema: userResponseSchema }).then((r) => r.data),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
