/**
 * What every navigation does outside the screen itself: the document title names the screen and,
 * on a detail screen, its entity (useDocumentEntity), in the current language; after the user goes
 * to another path the page scrolls to the top and focus moves to the main heading
 * (navigation-focus.ts). Rendered once beside the route table, so
 * public pages, the signed-in layout and its modal-type routes behave alike.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router-dom';
import { isBuilt } from './feature-registry';
import { afterNavigation, firstLoad, focusMainContent } from './navigation-focus';
import { screenAt, screenTitleKey } from './route-titles';
import type { RouteName } from '../routing/paths';
import { useCurrentDocumentEntity } from '../routing/document-title';

/** The routes createAppRoutes mounts: every registered feature route, and /denied, which the app owns. */
const mounted = (route: RouteName) => route === 'permissionDenied' || isBuilt(route);

export function NavigationEffects() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const entity = useCurrentDocumentEntity();
  const screen = t(screenTitleKey(screenAt(pathname, mounted)));
  const title = entity ? t('documentTitleEntity', { screen, entity, app: t('appName') }) : t('documentTitle', { screen, app: t('appName') });
  const memory = useRef(firstLoad(pathname));

  // `t` changes with the language, so a language switch retitles the tab as well.
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const { memory: next, reset } = afterNavigation(memory.current, pathname, navigationType);
    memory.current = next;
    if (reset.scrollToTop) window.scrollTo(0, 0);
    if (reset.focusMain) return focusMainContent();
    return undefined;
  }, [pathname, navigationType]);

  return null;
}
