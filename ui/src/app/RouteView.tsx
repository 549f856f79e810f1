/**
 * One route on screen: the route guard of spec §2 (session check with refresh first, admin role),
 * the page title "product title – screen label", the working-data reset of the resetting layouts,
 * the layout, and the code-split screen.
 */
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { t } from '../i18n';
import { ensureSession } from '../session/actions';
import { isAdminAtom, isLoggedIn, sessionAtom } from '../state/session';
import { RESETTING_LAYOUTS, resetWorkingData } from '../state/working-data';
import { Busy } from '../ui/Busy';
import { showDialog } from '../ui/dialogs';
import { Layout } from './Layout';
import type { AppRoute } from './routes';

export function RouteView({
  route,
  params,
}: {
  route: AppRoute;
  params: Record<string, string | undefined>;
}) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const [, navigate] = useLocation();
  const [checked, setChecked] = useState(!route.auth || isLoggedIn(session));

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'app.title' })} – ${intl.formatMessage({ id: route.titleKey })}`;
  }, [intl, route.titleKey]);

  useEffect(() => {
    if (RESETTING_LAYOUTS.has(route.layout)) resetWorkingData();
  }, [route.layout]);

  useEffect(() => {
    if (!route.auth) return;
    let live = true;
    void ensureSession().then((ok) => live && setChecked(ok));
    return () => {
      live = false;
    };
  }, [route]);

  const denied = route.admin && checked && !isAdmin;
  useEffect(() => {
    if (!denied) return;
    void showDialog({ kind: 'error', message: t('error.forbidden') });
    navigate('/Dashboard', { replace: true });
  }, [denied, navigate]);

  if (route.path === '/' && isLoggedIn(session)) return <Redirect to="/Dashboard" replace />;
  const ready = checked && !denied && (!route.auth || session);
  const Screen = route.component;
  return (
    <Layout kind={route.layout}>
      <Suspense fallback={<Busy />}>{ready ? <Screen params={params} /> : null}</Suspense>
    </Layout>
  );
}
