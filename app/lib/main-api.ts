import { ResponseError } from '#generated/runtime';
import { getCategoryPage, getMenu, postVariantFeed } from '#generated/main-api/sdk.gen';
import type { CategoryPage, Menu, VariantFeed } from '#generated/main-api/types.gen';
import { backendBaseUrl, forwardedHeaders } from './backend-url';

/** Options every server-side call to the main API carries. */
const callOptions = () => ({ baseUrl: backendBaseUrl('main-api'), headers: forwardedHeaders() });

/** Null for a 404 (the page renders its not-found state); every other error propagates. */
async function orNullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 404) return null;
    throw error;
  }
}

export async function categoryPage(slug: string): Promise<CategoryPage | null> {
  return orNullWhenMissing(getCategoryPage({ ...callOptions(), path: { slug } }).then((result) => result.data));
}

export async function variantFeed(url: string): Promise<VariantFeed> {
  const { data } = await postVariantFeed({ ...callOptions(), body: { url } });
  return data;
}

export async function menu(): Promise<Menu> {
  const { data } = await getMenu(callOptions());
  return data;
}
