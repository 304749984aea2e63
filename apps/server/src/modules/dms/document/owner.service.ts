import { sql } from 'drizzle-orm';
import type { DocumentOwner } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../access/access.service';
import { assertDmsAction } from '../dms-access';

/**
 * `GET /dms/owners` (manage_documents): who can own a document — active users who are office DMS users
 * (an administrator, or a role with manage_documents or approve_documents), by name. The document
 * screens' owner field offers them; the users screen itself is the administrators' only.
 */
export async function listDocumentOwners(db: DbOrTx, actor: Actor): Promise<DocumentOwner[]> {
  assertDmsAction(actor, 'manage_documents');
  const result = await db.execute<DocumentOwner>(sql`
    SELECT u.id, u.name FROM users u
    WHERE u.active AND (u.is_admin OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = u.id AND r.actions && ARRAY['manage_documents', 'approve_documents']::text[]))
    ORDER BY u.name, u.id`);
  return result.rows;
}
