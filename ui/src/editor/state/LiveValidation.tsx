/**
 * Live validation (spec §4, §5): 250 ms after the last change the rules evaluator runs in the
 * browser with the `editor` profile, totals are recomputed by the calculation functions, and the
 * findings go to the fields (extraErrors) and the menu badges. The editor profile checks the
 * invoice as save will leave it (placeholders such as BT-6 = BT-5 raise nothing), see @xr/rules.
 */

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { todayIso } from '../../i18n/formats';
import { appStore } from '../../state/store';
import { editorProfileOf } from '../model/recipient';
import { calculate, evaluateInvoice } from '../model/rulesApi';
import {
  findingsAtom,
  findingsPendingAtom,
  followBaseAtom,
  uiSettingsAtom,
  workingInvoiceAtom,
} from './atoms';
import { evaluateLatest } from './evaluateAsync';
import { reconcile } from './reconcile';
import { settle } from './settle';
import type { Finding, Json } from './types';

export const DEBOUNCE_MS = 250;

/** Calculation then evaluation of one invoice state (also used by the validate screen). */
export function checkInvoice(invoice: Json): { calculated: Json; findings: Finding[] } {
  // the rules judge what the screen will show: the calculation merged as `reconcile` merges it
  const calculated = reconcile(invoice, calculate(invoice));
  const findings = evaluateInvoice(calculated, { profile: editorProfileOf(calculated), today: todayIso() });
  return { calculated, findings };
}

export function LiveValidation() {
  const invoice = useAtomValue(workingInvoiceAtom);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const setFindings = useSetAtom(findingsAtom);
  const setPending = useSetAtom(findingsPendingAtom);
  const setSettings = useSetAtom(uiSettingsAtom);
  const ownWrite = useRef<Json>(null);
  useEffect(() => {
    if (!invoice || invoice === ownWrite.current) return;
    const timer = setTimeout(() => {
      // the calculation shows totals at once; the rules run in a worker meanwhile
      // dates and bases that follow others, then the calculation: what the screen will show
      const next = settle(appStore.get(followBaseAtom), invoice);
      appStore.set(followBaseAtom, next);
      evaluateLatest(next, todayIso()).then((findings) => {
        if (!findings) return;
        setFindings(findings);
        setPending(false);
      });
      setInvoice((current) => {
        if (current !== invoice) return current;
        ownWrite.current = next;
        return next;
      });
      // a date of supply or period that came in (the default, the choice) shows on its screen too
      const delivery = next?.DELIVERY_INFORMATION;
      setSettings((s) =>
        (delivery && !s.showDeliveryInformation) || (delivery?.INVOICING_PERIOD && !s.showInvoicingPeriod)
          ? {
              ...s,
              showDeliveryInformation: s.showDeliveryInformation || !!delivery,
              showInvoicingPeriod: s.showInvoicingPeriod || !!delivery?.INVOICING_PERIOD,
            }
          : s,
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [invoice, setInvoice, setFindings, setPending, setSettings]);
  return null;
}
