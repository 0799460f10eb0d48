-- Trigram matching for the product search (partial words and typos).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
