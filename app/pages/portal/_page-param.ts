/** A 1-based page number from `?pagina=`, 1 when absent or not a number. */
export function pageParam(params: URLSearchParams): number {
  const value = params.get('pagina') ?? '';
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}
