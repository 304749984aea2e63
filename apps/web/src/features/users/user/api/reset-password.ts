import { useMutation } from '@tanstack/react-query';
import { userResponseSchema, type ResetPassword } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreUser } from './update-user';

/** `POST /users/:id/password`: gives the user a new password (answers the user with its new version). */
export function useResetPassword(id: string) {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: ResetPassword) =>
      api
        .post(`/users/${encodeURIComponent(id)}/password`, body, { schema: userResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
