-- DMS search: the match vector `tsv` kept in the row (docs/dms.md "Search", issue 17). A phrase ("ballast water")
-- is found in the GIN index (which holds no word positions) and then rechecked on every revision holding all its
-- words by reading that revision's `tsv`; stored EXTENDED, each `tsv` of more than ~2 kB was moved to TOAST, so each
-- recheck read the TOAST index and pages and decompressed the vector (5,657 buffers for "ballast water" on the bench:
-- 1,391 rechecks for 15 matches). With STORAGE MAIN the vector stays in the row (compressed if that helps) unless
-- the row would not fit a page, so a recheck reads the heap page it already reads; a long document's vector still
-- goes to TOAST. What matches and the order do not change: storage only.
ALTER TABLE "dms_revisions" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
-- SET STORAGE applies to rows written from now on: write the existing ones again (a generated column is recomputed).
UPDATE "dms_revisions" SET "tsv" = DEFAULT;
