import { unstable_setNonce, type HandlerInterceptor } from 'waku/router/server';
import { requestContext } from '../../request-context';

/** Waku puts the request's CSP nonce (made by the site's front) on the inline scripts it renders. */
const nonce: HandlerInterceptor = (next) => {
  const context = requestContext();
  if (context) unstable_setNonce(context.nonce);
  return next();
};

export default nonce;
