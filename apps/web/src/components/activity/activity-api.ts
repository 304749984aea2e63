import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activityListResponseSchema,
  mentionableResponseSchema,
  recordAttachmentListResponseSchema,
  recordAttachmentResponseSchema,
  recordCommentListResponseSchema,
  recordCommentResponseSchema,
  type ActivityEntity,
  type CreateComment,
  type RecordComment,
} from '@keel/domain';
import { api, type DownloadedFile } from '../../lib/api-client';

/** The record an activity card belongs to. */
export interface ActivityRecord {
  entity: ActivityEntity;
  id: string;
}

const base = (r: ActivityRecord) => `/activity/${r.entity}/${encodeURIComponent(r.id)}`;

/** Query keys of a record's activity. */
export const activityKeys = {
  all: (r: ActivityRecord) => ['activity', r.entity, r.id] as const,
  timeline: (r: ActivityRecord, limit: number) => ['activity', r.entity, r.id, 'timeline', limit] as const,
  comments: (r: ActivityRecord) => ['activity', r.entity, r.id, 'comments'] as const,
  attachments: (r: ActivityRecord) => ['activity', r.entity, r.id, 'attachments'] as const,
  mentionable: (r: ActivityRecord, q: string) => ['activity', r.entity, r.id, 'mentionable', q] as const,
};

/** Most comments the card shows (the newest page). */
export const COMMENT_PAGE = 200;

/** `GET /activity/:entity/:id`: the newest `limit` timeline entries. */
export const useActivityTimeline = (r: ActivityRecord, limit: number) =>
  useQuery({
    queryKey: activityKeys.timeline(r, limit),
    queryFn: ({ signal }) =>
      api.get(base(r), { query: { limit }, signal, schema: activityListResponseSchema }),
    placeholderData: keepPreviousData,
  });

/** `GET …/comments`: the record's comments, oldest first. */
export const useComments = (r: ActivityRecord) =>
  useQuery({
    queryKey: activityKeys.comments(r),
    queryFn: ({ signal }) =>
      api.get(`${base(r)}/comments`, {
        query: { limit: COMMENT_PAGE },
        signal,
        schema: recordCommentListResponseSchema,
      }),
  });

/** `GET …/mentionable?q=`: who the `@` autocomplete offers (only users who can open the record). */
export const useMentionable = (r: ActivityRecord, q: string | null) =>
  useQuery({
    queryKey: activityKeys.mentionable(r, q ?? ''),
    queryFn: ({ signal }) =>
      api.get(`${base(r)}/mentionable`, { query: { q: q ?? '' }, signal, schema: mentionableResponseSchema }),
    enabled: q !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** `GET …/attachments`: the record's files, newest first. */
export const useAttachments = (r: ActivityRecord) =>
  useQuery({
    queryKey: activityKeys.attachments(r),
    queryFn: ({ signal }) =>
      api.get(`${base(r)}/attachments`, { signal, schema: recordAttachmentListResponseSchema }),
  });

function useRefresh(r: ActivityRecord) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: activityKeys.all(r) });
}

/** `POST …/comments`. */
export function useAddComment(r: ActivityRecord) {
  const refresh = useRefresh(r);
  return useMutation({
    mutationFn: (body: CreateComment) =>
      api.post(`${base(r)}/comments`, body, { schema: recordCommentResponseSchema }).then((x) => x.data),
    onSuccess: refresh,
  });
}

/** `PATCH …/comments/:commentId` (the author). */
export function useEditComment(r: ActivityRecord) {
  const refresh = useRefresh(r);
  return useMutation({
    mutationFn: ({ comment, ...body }: CreateComment & { comment: RecordComment }) =>
      api
        .patch(
          `${base(r)}/comments/${comment.id}`,
          { ...body, version: comment.version },
          { schema: recordCommentResponseSchema },
        )
        .then((x) => x.data),
    onSuccess: refresh,
  });
}

/** `DELETE …/comments/:commentId?version=` (the author). */
export function useDeleteComment(r: ActivityRecord) {
  const refresh = useRefresh(r);
  return useMutation({
    mutationFn: (comment: RecordComment) =>
      api.delete(`${base(r)}/comments/${comment.id}`, { query: { version: comment.version } }),
    onSuccess: refresh,
  });
}

/** `POST …/attachments`: multipart with the file as `file`. */
export function useUploadAttachment(r: ActivityRecord) {
  const refresh = useRefresh(r);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api
        .post(`${base(r)}/attachments`, form, { schema: recordAttachmentResponseSchema })
        .then((x) => x.data);
    },
    onSuccess: refresh,
  });
}

/** `DELETE …/attachments/:attachmentId` (the uploader or an administrator). */
export function useDeleteAttachment(r: ActivityRecord) {
  const refresh = useRefresh(r);
  return useMutation({
    mutationFn: (attachmentId: string) => api.delete(`${base(r)}/attachments/${attachmentId}`),
    onSuccess: refresh,
  });
}

/** `GET …/attachments/:attachmentId`: downloads the file and saves it under its name. */
export function useDownloadAttachment(r: ActivityRecord) {
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const file = await api.get<DownloadedFile>(`${base(r)}/attachments/${id}`, { responseType: 'blob' });
      const url = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.fileName ?? name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
