import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CHARITY_TEXTS,
  CHECKOUT_CONFIRMATION_FIELDS,
  CHECKOUT_ORDER_NOT_PENDING_CODE,
  CHECKOUT_TEXTS,
  applyCheckoutChanges,
  checkoutBlock,
  checkoutConfirmations,
  checkoutLoweredLine,
  checkoutPaymentMethod,
  checkoutRemovedLine,
  checkoutTotal,
  invoiceChoiceError,
  isOrderAwaitingDeposit,
  orderInvoiceOf,
} from '@lendbridge/domain';
import type {
  CheckoutConfirmation,
  CheckoutLineChange,
  CheckoutOrderAnswer,
  CheckoutOrderRequest,
  CheckoutPaymentMethod,
  OrderInvoice,
} from '@lendbridge/domain';
import type { CheckoutChangedLoan, LenderFeeTerms } from '@lendbridge/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { isNotFound, useReportedFailure } from '../../shared/useReportedQuery';
import { accountQueries } from '../account/account.api';
import type { AccountOverview } from '../account/account.api';
import { refreshCart } from '../cart/cart.api';
import { investmentQueries } from '../investments/investments.api';
import { cartChangedLoans, checkoutQueries, fetchOrder, payOrder, placeOrder, promoRefusal, unassignLoan } from './checkout.api';
import type { CheckoutItem } from './checkout.api';
import { appliedFeeDiscount, lineFeesOf, usePromoCode } from './usePromoCode';

/**
 * Where the checkout is: choosing and confirming, waiting for the deposit, or done; settled when
 * it was opened on an order that no longer waits for its deposit (paid, lapsed or cancelled).
 */
export type CheckoutStage = 'contracts' | 'deposit' | 'done' | 'settled';

/** One line per loan that changed, as the 購物車部分案件更動 dialog and notice list them. */
export const changeLines = (changes: readonly CheckoutLineChange[]): string[] =>
  changes.map((change) => (change.to === 0 ? checkoutRemovedLine(change.serial) : checkoutLoweredLine(change.serial, change.from, change.to)));

/**
 * The checkout's state and actions: the order's loans assigned from the cart (lowered ones
 * reported as 購物車部分案件更動), the contract and confirmation boxes, the promo code, the
 * removal of a loan, and the order and payment calls through the money mutation (one
 * Idempotency-Key per intent, sent again by a retry after no answer). Given an order serial
 * (?order=), it reads that order instead of the cart and opens on its deposit step while it waits
 * for one; an unknown order (404) is missing.
 */
export function useCheckout(orderSerial: string | null = null) {
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const { mutateAsync: sendOrder } = useMoneyMutation({ mutationFn: placeOrder, invalidates: [accountQueries.root, investmentQueries.root] });
  const { mutateAsync: sendPayment } = useMoneyMutation({ mutationFn: payOrder, invalidates: [accountQueries.root, investmentQueries.root] });
  const assignment = useQuery({ ...checkoutQueries.assignment(queryClient), enabled: orderSerial === null });
  const resumed = useQuery({ ...checkoutQueries.order(orderSerial ?? ''), enabled: orderSerial !== null });
  useReportedFailure(assignment);
  useReportedFailure(resumed, { missingOn404: true });
  const missing = orderSerial !== null && isNotFound(resumed.error);
  const [overview, setOverview] = useState<AccountOverview | null>(null);
  const [lines, setLines] = useState<CheckoutItem[] | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [contracts, setContracts] = useState<ReadonlySet<string>>(new Set());
  const [confirmed, setConfirmed] = useState<ReadonlySet<CheckoutConfirmation>>(new Set());
  const [feeTerms, setFeeTerms] = useState<Readonly<Record<string, LenderFeeTerms>>>({});
  const [changes, setChanges] = useState<CheckoutLineChange[]>([]);
  const [promptOpen, setPromptOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [answer, setAnswer] = useState<CheckoutOrderAnswer | null>(null);
  const [stage, setStage] = useState<CheckoutStage>('contracts');
  /** What becomes of the e-invoice of the produce a farmer loan of the order repays (asked beside its notice). */
  const [invoice, setInvoice] = useState<OrderInvoice>(() => orderInvoiceOf({}));

  /** The checkout starts from the assignment read on this visit. */
  const assigned = assignment.data;
  useEffect(() => {
    if (assigned === undefined) return;
    setOverview(assigned.overview);
    setLines(assigned.lines);
    setWarnings(assigned.warnings);
    setChanges(assigned.changes);
    setFeeTerms(assigned.feeTerms);
    if (assigned.changes.length > 0) void showAlert({ title: CHECKOUT_TEXTS.cartChanged, text: changeLines(assigned.changes).join('\n') });
  }, [assigned, showAlert]);

  /** Or from the order named by ?order=, as it is now. */
  const resumedOrder = resumed.data;
  useEffect(() => {
    if (resumedOrder === undefined) return;
    setOverview(resumedOrder.overview);
    setLines([]);
    setAnswer(resumedOrder.answer);
    setStage(isOrderAwaitingDeposit(resumedOrder.answer.order.status) ? 'deposit' : 'settled');
  }, [resumedOrder]);

  const needed = useMemo(() => checkoutConfirmations(lines ?? []), [lines]);
  const total = useMemo(() => checkoutTotal(lines ?? []), [lines]);
  const {
    promo,
    typed: typedPromo,
    verifying: verifyingPromo,
    note: promoNote,
    setInput: setPromoInput,
    apply: applyPromo,
    remove: removePromo,
    refuse: refusePromo,
  } = usePromoCode(total);
  const feeDiscount = appliedFeeDiscount(promo);
  const lineFees = useMemo(
    () => lineFeesOf((lines ?? []).map((line) => line.serial), feeTerms, total, feeDiscount),
    [feeDiscount, feeTerms, lines, total],
  );
  const method: CheckoutPaymentMethod =
    answer?.order.payment_method ?? checkoutPaymentMethod(overview?.available_amount ?? 0, total);

  const toggleContract = useCallback((serial: string, checked: boolean) => {
    setContracts((current) => {
      const next = new Set(current);
      if (checked) next.add(serial);
      else next.delete(serial);
      return next;
    });
  }, []);

  const setAllContracts = useCallback(
    (checked: boolean) => setContracts(checked ? new Set((lines ?? []).map((line) => line.serial)) : new Set()),
    [lines],
  );

  const toggleConfirmation = useCallback((kind: CheckoutConfirmation, checked: boolean) => {
    setConfirmed((current) => {
      const next = new Set(current);
      if (checked) next.add(kind);
      else next.delete(kind);
      return next;
    });
  }, []);

  const refreshBalance = useCallback(() => {
    queryClient
      .fetchQuery(accountQueries.overview())
      .then(setOverview)
      .catch(() => undefined);
  }, [queryClient]);

  const onCartChanged = useCallback(
    (changed: CheckoutChangedLoan[]) => {
      if (lines === null) return;
      const result = applyCheckoutChanges(lines, changed);
      const touched = new Set(changed.map((loan) => loan.serial));
      setLines(result.lines);
      setChanges(result.changes);
      setContracts((current) => new Set([...current].filter((serial) => !touched.has(serial))));
      void showAlert({ title: CHECKOUT_TEXTS.cartChanged, text: changeLines(result.changes).join('\n') || undefined });
    },
    [lines, showAlert],
  );

  const place = useCallback(
    async (promoCode: string | null) => {
      if (lines === null || lines.length === 0) return;
      const body: CheckoutOrderRequest = {
        loans: lines.map((line) => ({ serial: line.serial, amount: line.amount, updated_at: line.updated_at })),
        payment_method: method,
        contract_accepted: true,
      };
      for (const kind of needed) body[CHECKOUT_CONFIRMATION_FIELDS[kind]] = true;
      if (promoCode !== null) body.promo_code = promoCode;
      if (invoice.charityId !== null) {
        body.invoice_method = invoice.method;
        body.charity_id = invoice.charityId;
      }
      setSending(true);
      try {
        const placed = await sendOrder(body);
        setAnswer(placed);
        setChanges([]);
        setStage(placed.order.payment_method === 'deposit' ? 'deposit' : 'done');
        void refreshCart(queryClient);
      } catch (error) {
        const changed = cartChangedLoans(error);
        const promoRefused = promoRefusal(error);
        if (changed !== null) {
          onCartChanged(changed);
        } else if (promoRefused !== null) {
          refusePromo(promoRefused);
        } else {
          handleErrorRef.current(error);
          if (error instanceof ApiError && error.status === 400) refreshBalance();
        }
      } finally {
        setSending(false);
      }
    },
    [handleErrorRef, invoice, lines, method, needed, onCartChanged, queryClient, refreshBalance, refusePromo, sendOrder],
  );

  /**
   * 移除: takes a loan out of the checkout and the cart (unassign). A loan already gone from the
   * cart (404) leaves the checkout all the same.
   */
  const remove = useCallback(
    async (serial: string) => {
      const drop = () => {
        setLines((current) => current?.filter((line) => line.serial !== serial) ?? current);
        setContracts((current) => new Set([...current].filter((accepted) => accepted !== serial)));
        setChanges((current) => current.filter((change) => change.serial !== serial));
      };
      setRemoving(serial);
      try {
        await unassignLoan(serial);
        drop();
        void refreshCart(queryClient);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) drop();
        else handleErrorRef.current(error);
      } finally {
        setRemoving(null);
      }
    },
    [handleErrorRef, queryClient],
  );

  /** 確認下單: the blocks first, then the unapplied promo question, then the order. */
  const submit = useCallback(() => {
    if (lines === null || sending || removing !== null || verifyingPromo) return;
    const block = checkoutBlock(lines, { contracts, confirmed });
    if (block !== null) {
      void showAlert(block);
      return;
    }
    if (invoiceChoiceError(invoice) !== null) {
      void showAlert({ title: CHARITY_TEXTS.charityRequired });
      return;
    }
    if (typedPromo !== '' && typedPromo !== promo.applied) {
      setPromptOpen(true);
      return;
    }
    void place(promo.applied);
  }, [confirmed, contracts, invoice, lines, place, promo.applied, removing, sending, showAlert, typedPromo, verifyingPromo]);

  /**
   * The answer to 尚未套用優惠折扣: check the typed code and order with it once the server accepts
   * it (a refusal stays on the field), order without it, or go back.
   */
  const answerPromoPrompt = useCallback(
    (choice: 'apply' | 'skip' | 'back') => {
      setPromptOpen(false);
      if (choice === 'apply') {
        void applyPromo().then((applied) => (applied === null ? undefined : place(applied)));
      } else if (choice === 'skip') {
        removePromo();
        void place(null);
      }
    },
    [applyPromo, place, removePromo],
  );

  /**
   * 我已完成匯款: pays the deposit order from the balance. When the order no longer waits for
   * payment, it is read again: one the balance already paid counts as done; one that lapsed or
   * was cancelled meanwhile is shown as settled after the server's message.
   */
  const pay = useCallback(async () => {
    if (answer === null) return;
    const serial = answer.order.serial;
    setSending(true);
    try {
      const paid = await sendPayment({ serial });
      setAnswer(paid);
      setStage('done');
    } catch (error) {
      const current =
        error instanceof ApiError && error.code === CHECKOUT_ORDER_NOT_PENDING_CODE ? await fetchOrder(serial).catch(() => null) : null;
      if (current?.order.status === 'paid') {
        setAnswer(current);
        setStage('done');
      } else {
        handleErrorRef.current(error);
        if (current !== null && !isOrderAwaitingDeposit(current.order.status)) {
          setAnswer(current);
          setStage('settled');
        }
      }
    } finally {
      setSending(false);
    }
  }, [answer, handleErrorRef, sendPayment]);

  return {
    loading: lines === null || overview === null,
    missing,
    overview,
    lines: lines ?? [],
    warnings,
    needed,
    total,
    method,
    contracts,
    confirmed,
    promo,
    promoNote,
    verifyingPromo,
    lineFees,
    changes,
    promptOpen,
    sending,
    removing,
    answer,
    stage,
    invoice,
    setInvoice,
    toggleContract,
    setAllContracts,
    toggleConfirmation,
    setPromoInput,
    applyPromo,
    removePromo,
    submit,
    answerPromoPrompt,
    pay,
    remove,
  };
}

export type CheckoutState = ReturnType<typeof useCheckout>;
