export { FetchError, type Problem, RequiredError, ResponseError } from './errors';
export {
  createMiddlewareStack,
  createRuntimeConfig,
  createRuntimeFetch,
  type FetchErrorContext,
  type Middleware,
  type MiddlewareStack,
} from './client-config';
export { type OperationSpec, type RequiredInput, requiredInputsCheck } from './operations';
