-- Global search (issue 10 §1): price pg_trgm's word-similarity test (the `<%` operator) as the costly
-- function it is (about 15 µs a row), so the planner reads its trigram indexes instead of testing every
-- row of a small table (people, events, companies) — without turning sequential scans off per query.
ALTER FUNCTION word_similarity_op(text, text) COST 100;
