-- Projects created before the projects area: their search text from their name and client, folded the
-- way the domain's normalizeSearchText does (lower case, no accents, single spaces).
UPDATE "projects" AS p
SET "search_text" = trim(regexp_replace(lower(unaccent(p."name" || ' ' || coalesce(c."name", ''))), '\s+', ' ', 'g'))
FROM "projects" AS p2
LEFT JOIN "companies" AS c ON c."id" = p2."company_id"
WHERE p2."id" = p."id";
