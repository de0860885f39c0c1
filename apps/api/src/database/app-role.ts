/**
 * The role the API works as. Migrations run as the owner of the tables; every pooled connection of
 * the API switches to this role, which may read and write what the product needs but can neither
 * change nor remove a ledger transfer, nor delete ledger accounts, nor alter any table (only the
 * owner may, so the append-only trigger stays on).
 */
export const APP_DATABASE_ROLE = 'lendbridge_app';
