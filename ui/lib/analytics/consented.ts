import { visitor } from '../visitor';
import type { PageContext } from './page-context';

/**
 * A page shared by everyone carries no one's user or visitor id in its context, and says nobody is
 * signed in: the browser asks (ui/lib/visitor.ts) and writes them into the context, the
 * dataLayer's first entry, before the experiments and the tag container read it.
 */
async function withVisitor(context: PageContext): Promise<PageContext> {
  const { user, visitorId } = await visitor();
  if (user && !context.requestData.user) {
    context.requestData.user = { id: user.id, hashedEmail: user.hashedEmail, isAdmin: user.isAdmin, adminModeEnabled: user.adminModeEnabled };
  }
  if (visitorId && context.featureFlags.attributes.id === undefined) context.featureFlags.attributes.id = visitorId;
  if (user) context.featureFlags.attributes.loggedIn = true;
  return context;
}

/**
 * What only a visitor who allowed analytics gets: impressions, the experiments' tracking, the tag
 * container. Loaded by ./runtime.ts once consent is there, so other visitors fetch none of it.
 */
export function startConsentedMeasurement(drawn: PageContext): void {
  void import('../impressions')
    .then(({ startImpressions }) => {
      startImpressions({ project: 'cuib', sgtmDomain: drawn.project.sgtmDomain || location.origin });
      // Monitoring and tests wait for this mark before scrolling.
      document.documentElement.dataset.impressions = 'on';
    })
    .catch((error) => console.warn('Impressions could not start.', error));
  // A page that drew an experiment (its grid says which) records the exposure through the browser's SDK.
  const experiment = document.querySelector<HTMLElement>('[data-experiment]');
  const known = withVisitor(drawn);
  if (experiment) {
    void Promise.all([import('../experiments'), known])
      .then(([{ startExperiments }, context]) => startExperiments({ attributes: context.featureFlags.attributes, clientKey: context.featureFlags.clientKey, apiHost: location.origin }))
      .then((variation) => {
        // What the browser computed, beside what the server drew: they must agree (no flicker).
        document.documentElement.dataset.experimentVariation = variation;
      })
      .catch((error) => console.warn('Experiments could not start.', error));
  }
  const { tagContainerId, tagContainerUrl } = drawn.project;
  if (tagContainerId && tagContainerUrl) {
    void known.then(() => {
      // The tag container's own start entry, as its loader snippet would push it.
      (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = `${tagContainerUrl}?id=${encodeURIComponent(tagContainerId)}`;
      document.head.append(script);
    });
  }
}

