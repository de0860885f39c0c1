#!/bin/sh
# Runs once, when the database volume is created: the login role the API replicas connect with.
# It is a member of lendbridge_app, the role the migrations grant what the API may do (never
# UPDATE, DELETE or TRUNCATE on the ledger); the tables belong to POSTGRES_USER, who migrates.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v api_password="$LENDBRIDGE_API_DB_PASSWORD" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lendbridge_app') THEN CREATE ROLE lendbridge_app NOLOGIN; END IF;
END $$;
CREATE ROLE lendbridge_api LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE IN ROLE lendbridge_app PASSWORD :'api_password';
SQL
