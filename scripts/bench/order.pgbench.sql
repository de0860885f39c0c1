-- One order through POST /api/v1/orders, paid from the balance, as SQL: the statements
-- OrdersService.place runs (apps/api/src/modules/orders/orders.service.ts, with readOrderLines of
-- order-lines.ts, LedgerService and FundingService.fundCompleted), in the same order, inside and
-- outside the transaction as there.
-- Run with pgbench -M extended, so each :variable is a bound parameter as node-postgres sends it.
--
-- Variables given with -D: loan_first and loan_last (the loans bought, a random one per order),
-- lender_first (client n buys as lender lender_first + n, one lender per client as one per API
-- worker), amount (NT$), market_open, market_funded (loan market states), idempotency (1: also
-- the IdempotencyInterceptor's key claim before and its finish after, each in autocommit as there;
-- 0: without them), request_hash and response_body (what the interceptor stores).
--
-- Where the SQL differs from the service's: the loan is read by id instead of by serial (the
-- client's serial is not known to pgbench), constants the service binds as parameters are literals
-- here, `now()` stands for the service's JavaScript clock, and the transfer description is put
-- together in SQL instead of in JavaScript.

\set loan_id random(:loan_first, :loan_last)
\set user_id :lender_first + :client_id
\set nonce random(1, 9000000000000000)

\if :idempotency
INSERT INTO idempotency_keys (user_id, key, request_hash, expires_at)
VALUES (:user_id, 'pgbench-' || :nonce, :request_hash, now() + make_interval(hours => 24))
ON CONFLICT (user_id, key) DO UPDATE
  SET request_hash = EXCLUDED.request_hash, status = 'in_flight', response_status = NULL,
      response_body = NULL, created_at = now(), expires_at = EXCLUDED.expires_at
  WHERE idempotency_keys.expires_at <= now()
RETURNING 1;
\endif

SELECT l.id, l.serial, l.borrower_id, l.app_type, l.status, l.market_status, l.funding_deadline, l.amount, l.invested_amount,
       l.apr::text AS apr, l.period, l.pgr::text AS pgr, l.lender_fee::text AS lender_fee,
       l.discount_lender_fee::text AS discount_lender_fee, l.min_discount_order_amount,
       jsonb_array_length(la.collaterals) > 0 AS has_collaterals, l.updated_at
  FROM loans l
  JOIN loan_applications la ON la.id = l.application_id
 WHERE l.id = ANY (ARRAY[:loan_id]::bigint[]) \gset loan_
SELECT kind, balance FROM ledger_accounts WHERE user_id = :user_id;

BEGIN;
UPDATE loans SET invested_amount = invested_amount + :amount
 WHERE id = :loan_id AND status = 'matching' AND market_status = :market_open AND funding_deadline > now()
   AND invested_amount + :amount <= amount AND date_trunc('milliseconds', updated_at) = :loan_updated_at
 RETURNING id \gset taken_
INSERT INTO orders (user_id, status, payment_method, total_amount, arrive_at, paid_at, created_at, updated_at)
VALUES (:user_id, 'paid', 'balance', :amount, NULL, now(), now(), now())
RETURNING id, serial, user_id, status, payment_method, total_amount, arrive_at, created_at \gset order_
INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at)
VALUES (:order_id, :user_id, :loan_id, :amount, 'waiting', :loan_lender_fee, now(), now(), now())
RETURNING id, serial, amount, status \gset investment_
SELECT id FROM ledger_accounts WHERE user_id = :user_id AND kind = 'user_cash' \gset cash_
SELECT balance FROM ledger_accounts WHERE id = :cash_id FOR UPDATE \gset locked_balance_
SELECT id FROM ledger_accounts WHERE user_id = :user_id AND kind = 'user_cash' \gset cash_
SELECT id FROM ledger_accounts WHERE user_id = :user_id AND kind = 'user_locked' \gset locked_
UPDATE ledger_accounts SET balance = balance - :amount, updated_at = now()
 WHERE id = :cash_id AND (kind = 'bank' OR balance >= :amount)
 RETURNING balance \gset debit_
UPDATE ledger_accounts SET balance = balance + :amount, updated_at = now() WHERE id = :locked_id RETURNING balance \gset credit_
INSERT INTO ledger_transfers
  (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
   reference, case_serial, case_group, bank_code, bank_account, description)
VALUES ('invest_hold', :cash_id, :locked_id, :amount, :debit_balance, :credit_balance,
        'investment:' || :investment_serial, :investment_serial, false, NULL, NULL,
        '訂單 ' || :order_serial || ' 出借案件 ' || :loan_serial)
RETURNING id, created_at;
UPDATE loans l SET status = 'funded', market_status = :market_funded, funded_at = now(), updated_at = now()
 WHERE l.id = ANY (ARRAY[:loan_id]::bigint[]) AND l.status = 'matching' AND l.invested_amount = l.amount
   AND NOT EXISTS (SELECT 1 FROM investments i WHERE i.loan_id = l.id AND i.status = 'pending_payment')
 RETURNING l.serial, l.borrower_id, l.amount;
DELETE FROM cart_items WHERE user_id = :user_id AND loan_id = ANY (ARRAY[:loan_id]::bigint[]);
COMMIT;

\if :idempotency
UPDATE idempotency_keys SET status = 'done', response_status = 201, response_body = :response_body::jsonb
 WHERE user_id = :user_id AND key = 'pgbench-' || :nonce;
\endif
