import { measureRequest } from '../operations/metrics';

/** Outermost: every request's method, route, status and duration, for the metrics listener. */
export default () => measureRequest;
