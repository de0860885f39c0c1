import type { EntityManager } from 'typeorm';
import { contentImageUrl } from '@lendbridge/domain';

/**
 * Whether an upload is a picture of published content: an image an admin uploaded that a published
 * CMS post (already dated), seminar, homepage entry or story shows as its image_url. A member's own
 * uploads (documents, ID cards) never qualify, whatever a row's URL says.
 */
export async function isPublishedContentImage(manager: EntityManager, uploadId: string, now: Date): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1
       FROM uploads u
       JOIN users owner ON owner.id = u.owner_id
      WHERE u.id = $1::uuid AND u.type = 'image' AND 'admin' = ANY (owner.roles)
        AND (EXISTS (SELECT 1 FROM cms_posts p WHERE p.image_url = $2 AND p.is_published AND p.published_at <= $3)
          OR EXISTS (SELECT 1 FROM lectures l WHERE l.image_url = $2 AND l.is_published)
          OR EXISTS (SELECT 1 FROM homepage_entries e WHERE e.image_url = $2 AND e.is_published)
          OR EXISTS (SELECT 1 FROM stories s WHERE s.image_url = $2 AND s.is_published))`,
    [uploadId.toLowerCase(), contentImageUrl(uploadId), now],
  );
  return rows.length > 0;
}

/** Whether an upload id names an image an admin uploaded: what a content row may show at its content-image address. */
export async function isStaffImage(manager: EntityManager, uploadId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM uploads u JOIN users owner ON owner.id = u.owner_id WHERE u.id = $1::uuid AND u.type = 'image' AND 'admin' = ANY (owner.roles)`,
    [uploadId.toLowerCase()],
  );
  return rows.length > 0;
}
