DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);