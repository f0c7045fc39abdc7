/** The tag container's id (`CUIB_TAG_CONTAINER_ID`): none by default, so no third-party script loads. */
export const tagContainerId = () => process.env.CUIB_TAG_CONTAINER_ID || null;

/** Where the tag container's script is fetched from (`CUIB_TAG_CONTAINER_URL`), when there is one. */
export const tagContainerUrl = () => (tagContainerId() ? process.env.CUIB_TAG_CONTAINER_URL || 'https://www.googletagmanager.com/gtm.js' : null);
