-- One robo cash account invested by the robo engine, as SQL: the statements RoboEngineService.investFor
-- and OrdersService.placeRoboOrder run for one account (apps/api/src/modules/robo/robo-engine.service.ts,
-- robo.queries.ts roboHeldOf, orders.service.ts with order-locks.ts, LedgerService.transfer and
-- FundingService.fundCompleted), in the same order, in one transaction an account as there.
-- Run with pgbench -M extended -c 1 -t <accounts>: one transaction is one account, one account after
-- another on one connection as the engine's round goes.
--
-- What the engine chooses in JavaScript (roboAllocationOfRanked over the ranked market) is chosen
-- before the run by the same domain functions and read here from bench_robo_plan, one row an account
-- (its user, robo cash account, parts and the loans of up to five parts, sorted by loan id as
-- placeRoboOrder takes them), the next row each transaction by a sequence: that read stands for the
-- round's account list and the choice.
--
-- Variables given with -D: amount (NT$ of a part), market_open and market_funded (loan market
-- states), lock_class (the engine's advisory lock class).
--
-- Where the SQL differs from the service's: `now()` stands for the round's business instant, the
-- transfer description is put together in SQL instead of in JavaScript, the borrower's inbox notice
-- for a loan a part completes is not written, and the locked account is credited before the robo
-- cash is debited because the seed gives every member's locked account the lower id (the service
-- updates the two rows in id order).

WITH turn AS (SELECT nextval('bench_robo_plan_seq') AS n)
SELECT p.user_id, p.account_id, p.parts, p.total, p.loan1, p.loan2, p.loan3, p.loan4, p.loan5,
       p.serial1, p.serial2, p.serial3, p.serial4, p.serial5
  FROM turn JOIN bench_robo_plan p ON p.n = turn.n \gset plan_

BEGIN;
SELECT pg_try_advisory_xact_lock(:lock_class::int, :plan_account_id::int) AS locked;
SELECT balance FROM ledger_accounts WHERE id = :plan_account_id;
SELECT l.serial, l.borrower_id::text AS borrower_id, i.status,
       sum(CASE WHEN i.status = 'waiting' THEN i.amount
                ELSE i.amount - COALESCE((SELECT sum(r.paid_principal) FROM investment_repayments r WHERE r.investment_id = i.id), 0) END)::bigint AS held
  FROM investments i JOIN loans l ON l.id = i.loan_id
 WHERE i.user_id = :plan_user_id AND i.robo_product = 'stable' AND i.status IN ('waiting', 'active')
 GROUP BY l.serial, l.borrower_id, i.status;

UPDATE loans SET invested_amount = invested_amount + :amount
 WHERE id = :plan_loan1 AND status = 'matching' AND market_status = :market_open AND funding_deadline > now()
   AND invested_amount + :amount <= amount AND (NULL::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = NULL::timestamptz)
 RETURNING id;
\if :plan_parts >= 2
UPDATE loans SET invested_amount = invested_amount + :amount
 WHERE id = :plan_loan2 AND status = 'matching' AND market_status = :market_open AND funding_deadline > now()
   AND invested_amount + :amount <= amount AND (NULL::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = NULL::timestamptz)
 RETURNING id;
\endif
\if :plan_parts >= 3
UPDATE loans SET invested_amount = invested_amount + :amount
 WHERE id = :plan_loan3 AND status = 'matching' AND market_status = :market_open AND funding_deadline > now()
   AND invested_amount + :amount <= amount AND (NULL::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = NULL::timestamptz)
 RETURNING id;
\endif
\if :plan_parts >= 4
UPDATE loans SET invested_amount = invested_amount + :amount
 WHERE id = :plan_loan4 AND status = 'matching' AND market_status = :market_open AND funding_deadline > now()
   AND invested_amount + :amount <= amount AND (NULL::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = NULL::timestamptz)
 RETURNING id;
\endif
\if :plan_parts >= 5
UPDATE loans SET invested_amount = invested_amount + :amount
 WHERE id = :plan_loan5 AND status = 'matching' AND market_status = :market_open AND funding_deadline > now()
   AND invested_amount + :amount <= amount AND (NULL::timestamptz IS NULL OR date_trunc('milliseconds', updated_at) = NULL::timestamptz)
 RETURNING id;
\endif

SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'robo_stable' \gset robo_
SELECT balance FROM ledger_accounts WHERE id = :robo_id FOR UPDATE;
INSERT INTO orders (user_id, status, payment_method, total_amount, arrive_at, paid_at, created_at, updated_at, serial)
VALUES (:plan_user_id, 'paid', 'robo', :plan_total, NULL, now(), now(), now(), next_order_serial(now()))
RETURNING id, serial, user_id, status, payment_method, total_amount, arrive_at, created_at \gset order_

INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at, serial, loan_commodity_set_id, robo_product)
VALUES (:order_id, :plan_user_id, :plan_loan1, :amount, 'waiting', '0', now(), now(), now(), next_investment_serial(now()),
        (SELECT c.loan_commodity_set_id FROM cart_items c WHERE c.user_id = :plan_user_id AND c.loan_id = :plan_loan1 AND c.amount = :amount), 'stable')
RETURNING id, serial, amount, status \gset investment_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'robo_stable' \gset robo_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'user_locked' \gset locked_
UPDATE ledger_accounts SET balance = balance + :amount, updated_at = now() WHERE id = :locked_id RETURNING balance \gset credit_
UPDATE ledger_accounts SET balance = balance - :amount, updated_at = now()
 WHERE id = :robo_id AND (kind = 'bank' OR balance >= :amount)
 RETURNING balance \gset debit_
INSERT INTO ledger_transfers
  (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
   reference, case_serial, case_group, bank_code, bank_account, description, created_at)
VALUES ('robo_invest_hold', :robo_id, :locked_id, :amount, :debit_balance, :credit_balance,
        'investment:' || :investment_serial, :investment_serial, false, NULL, NULL,
        '訂單 ' || :order_serial || ' 出借案件 ' || :plan_serial1, now())
RETURNING id, created_at;

\if :plan_parts >= 2
INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at, serial, loan_commodity_set_id, robo_product)
VALUES (:order_id, :plan_user_id, :plan_loan2, :amount, 'waiting', '0', now(), now(), now(), next_investment_serial(now()),
        (SELECT c.loan_commodity_set_id FROM cart_items c WHERE c.user_id = :plan_user_id AND c.loan_id = :plan_loan2 AND c.amount = :amount), 'stable')
RETURNING id, serial, amount, status \gset investment_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'robo_stable' \gset robo_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'user_locked' \gset locked_
UPDATE ledger_accounts SET balance = balance + :amount, updated_at = now() WHERE id = :locked_id RETURNING balance \gset credit_
UPDATE ledger_accounts SET balance = balance - :amount, updated_at = now()
 WHERE id = :robo_id AND (kind = 'bank' OR balance >= :amount)
 RETURNING balance \gset debit_
INSERT INTO ledger_transfers
  (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
   reference, case_serial, case_group, bank_code, bank_account, description, created_at)
VALUES ('robo_invest_hold', :robo_id, :locked_id, :amount, :debit_balance, :credit_balance,
        'investment:' || :investment_serial, :investment_serial, false, NULL, NULL,
        '訂單 ' || :order_serial || ' 出借案件 ' || :plan_serial2, now())
RETURNING id, created_at;
\endif

\if :plan_parts >= 3
INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at, serial, loan_commodity_set_id, robo_product)
VALUES (:order_id, :plan_user_id, :plan_loan3, :amount, 'waiting', '0', now(), now(), now(), next_investment_serial(now()),
        (SELECT c.loan_commodity_set_id FROM cart_items c WHERE c.user_id = :plan_user_id AND c.loan_id = :plan_loan3 AND c.amount = :amount), 'stable')
RETURNING id, serial, amount, status \gset investment_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'robo_stable' \gset robo_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'user_locked' \gset locked_
UPDATE ledger_accounts SET balance = balance + :amount, updated_at = now() WHERE id = :locked_id RETURNING balance \gset credit_
UPDATE ledger_accounts SET balance = balance - :amount, updated_at = now()
 WHERE id = :robo_id AND (kind = 'bank' OR balance >= :amount)
 RETURNING balance \gset debit_
INSERT INTO ledger_transfers
  (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
   reference, case_serial, case_group, bank_code, bank_account, description, created_at)
VALUES ('robo_invest_hold', :robo_id, :locked_id, :amount, :debit_balance, :credit_balance,
        'investment:' || :investment_serial, :investment_serial, false, NULL, NULL,
        '訂單 ' || :order_serial || ' 出借案件 ' || :plan_serial3, now())
RETURNING id, created_at;
\endif

\if :plan_parts >= 4
INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at, serial, loan_commodity_set_id, robo_product)
VALUES (:order_id, :plan_user_id, :plan_loan4, :amount, 'waiting', '0', now(), now(), now(), next_investment_serial(now()),
        (SELECT c.loan_commodity_set_id FROM cart_items c WHERE c.user_id = :plan_user_id AND c.loan_id = :plan_loan4 AND c.amount = :amount), 'stable')
RETURNING id, serial, amount, status \gset investment_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'robo_stable' \gset robo_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'user_locked' \gset locked_
UPDATE ledger_accounts SET balance = balance + :amount, updated_at = now() WHERE id = :locked_id RETURNING balance \gset credit_
UPDATE ledger_accounts SET balance = balance - :amount, updated_at = now()
 WHERE id = :robo_id AND (kind = 'bank' OR balance >= :amount)
 RETURNING balance \gset debit_
INSERT INTO ledger_transfers
  (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
   reference, case_serial, case_group, bank_code, bank_account, description, created_at)
VALUES ('robo_invest_hold', :robo_id, :locked_id, :amount, :debit_balance, :credit_balance,
        'investment:' || :investment_serial, :investment_serial, false, NULL, NULL,
        '訂單 ' || :order_serial || ' 出借案件 ' || :plan_serial4, now())
RETURNING id, created_at;
\endif

\if :plan_parts >= 5
INSERT INTO investments (order_id, user_id, loan_id, amount, status, lender_fee, paid_at, created_at, updated_at, serial, loan_commodity_set_id, robo_product)
VALUES (:order_id, :plan_user_id, :plan_loan5, :amount, 'waiting', '0', now(), now(), now(), next_investment_serial(now()),
        (SELECT c.loan_commodity_set_id FROM cart_items c WHERE c.user_id = :plan_user_id AND c.loan_id = :plan_loan5 AND c.amount = :amount), 'stable')
RETURNING id, serial, amount, status \gset investment_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'robo_stable' \gset robo_
SELECT id FROM ledger_accounts WHERE user_id = :plan_user_id AND kind = 'user_locked' \gset locked_
UPDATE ledger_accounts SET balance = balance + :amount, updated_at = now() WHERE id = :locked_id RETURNING balance \gset credit_
UPDATE ledger_accounts SET balance = balance - :amount, updated_at = now()
 WHERE id = :robo_id AND (kind = 'bank' OR balance >= :amount)
 RETURNING balance \gset debit_
INSERT INTO ledger_transfers
  (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
   reference, case_serial, case_group, bank_code, bank_account, description, created_at)
VALUES ('robo_invest_hold', :robo_id, :locked_id, :amount, :debit_balance, :credit_balance,
        'investment:' || :investment_serial, :investment_serial, false, NULL, NULL,
        '訂單 ' || :order_serial || ' 出借案件 ' || :plan_serial5, now())
RETURNING id, created_at;
\endif

UPDATE loans l SET status = 'funded', market_status = :market_funded, funded_at = now(), updated_at = now()
 WHERE l.id = ANY (ARRAY[:plan_loan1, :plan_loan2, :plan_loan3, :plan_loan4, :plan_loan5]::bigint[]) AND l.status = 'matching' AND l.invested_amount = l.amount
   AND NOT EXISTS (SELECT 1 FROM investments i WHERE i.loan_id = l.id AND i.status = 'pending_payment')
 RETURNING l.serial, l.borrower_id, l.amount;
COMMIT;
