import type { PageContext } from './page-context';

/**
 * What only a visitor who allowed analytics gets: impressions, the experiments' tracking, the tag
 * container. Loaded by ./runtime.ts once consent is there, so other visitors fetch none of it.
 */
export function startConsentedMeasurement(context: PageContext): void {
  void import('../impressions')
    .then(({ startImpressions }) => {
      startImpressions({ project: 'cuib', sgtmDomain: context.project.sgtmDomain || location.origin });
      // Monitoring and tests wait for this mark before scrolling.
      document.documentElement.dataset.impressions = 'on';
    })
    .catch((error) => console.warn('Impressions could not start.', error));
  // A page that drew an experiment (its grid says which) records the exposure through the browser's SDK.
  const experiment = document.querySelector<HTMLElement>('[data-experiment]');
  if (experiment) {
    void import('../experiments')
      .then(({ startExperiments }) => startExperiments({ attributes: context.featureFlags.attributes, clientKey: context.featureFlags.clientKey, apiHost: location.origin }))
      .then((variation) => {
        // What the browser computed, beside what the server drew: they must agree (no flicker).
        document.documentElement.dataset.experimentVariation = variation;
      })
      .catch((error) => console.warn('Experiments could not start.', error));
  }
  const { tagContainerId, tagContainerUrl } = context.project;
  if (tagContainerId && tagContainerUrl) {
    // The tag container's own start entry, as its loader snippet would push it.
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${tagContainerUrl}?id=${encodeURIComponent(tagContainerId)}`;
    document.head.append(script);
  }
}

