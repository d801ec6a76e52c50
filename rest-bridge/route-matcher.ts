/**
 * Finds the route for a method and path in one walk over the path's segments, however many
 * routes are registered. Express's router tries its routes one after another, one regular
 * expression each, so with the spec's 140-odd paths a request near the end of the table paid for
 * every route before it.
 *
 * Matching follows Express's defaults, so clients see no difference: static segments compare
 * case-insensitively, one trailing slash is ignored, a parameter takes one non-empty segment
 * (percent-decoded), and HEAD is served by GET. A static segment wins over a parameter at the
 * same position (`/api-keys/scopes` before `/api-keys/{id}`).
 */

export interface RouteMatch<T> {
  route: T;
  params: Record<string, string>;
}

/** A parameter that could not be percent-decoded: the caller answers 422 on `param`. */
export class MalformedPathParameter extends Error {
  constructor(readonly param: string) {
    super(`path parameter ${param} is not validly percent-encoded`);
  }
}

interface Leaf<T> {
  route: T;
  paramNames: string[];
}

interface Node<T> {
  statics: Map<string, Node<T>>;
  param: Node<T> | null;
  leaves: Map<string, Leaf<T>>;
}

const newNode = <T>(): Node<T> => ({ statics: new Map(), param: null, leaves: new Map() });

function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

export class RouteMatcher<T> {
  private readonly root: Node<T> = newNode();

  /** `path` as in the spec: `/api/v1/console/hr/departments/{id}`. */
  add(method: string, path: string, route: T): void {
    let node = this.root;
    const paramNames: string[] = [];
    for (const segment of segmentsOf(path)) {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        paramNames.push(param[1]);
        node = node.param ??= newNode();
      } else {
        const key = segment.toLowerCase();
        let next = node.statics.get(key);
        if (!next) node.statics.set(key, (next = newNode()));
        node = next;
      }
    }
    const verb = method.toUpperCase();
    if (node.leaves.has(verb)) throw new Error(`${verb} ${path} is registered twice`);
    node.leaves.set(verb, { route, paramNames });
  }

  /** The route for this request, or null (unknown path, or a method the path does not have). */
  match(method: string, path: string): RouteMatch<T> | null {
    const leafOf = (node: Node<T>) => node.leaves.get(method) ?? (method === 'HEAD' ? node.leaves.get('GET') : undefined);
    const values: string[] = [];
    const node = this.walk(this.root, segmentsOf(path), 0, values, (candidate) => leafOf(candidate) !== undefined);
    if (!node) return null;
    const leaf = leafOf(node)!;
    const params: Record<string, string> = {};
    for (let i = 0; i < leaf.paramNames.length; i++) params[leaf.paramNames[i]] = decode(leaf.paramNames[i], values[i]);
    return { route: leaf.route, params };
  }

  /** The methods served at this path (for OPTIONS), empty when the path is unknown. */
  methodsAt(path: string): string[] {
    const methods = new Set<string>();
    // Every route that could answer this path, whichever branch it sits on.
    this.walk(this.root, segmentsOf(path), 0, [], (candidate) => {
      for (const method of candidate.leaves.keys()) methods.add(method);
      return false;
    });
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  }

  /**
   * Depth-first, statics before the parameter, backing out of a branch that dead-ends or has no
   * route for the method (GET /api-keys/scopes falls back to GET /api-keys/{id} if scopes had no GET).
   */
  private walk(node: Node<T>, segments: string[], index: number, values: string[], accept: (node: Node<T>) => boolean): Node<T> | null {
    if (index === segments.length) return accept(node) ? node : null;
    const segment = segments[index];
    const exact = node.statics.get(segment.toLowerCase());
    if (exact) {
      const found = this.walk(exact, segments, index + 1, values, accept);
      if (found) return found;
    }
    if (node.param && segment.length > 0) {
      values.push(segment);
      const found = this.walk(node.param, segments, index + 1, values, accept);
      if (found) return found;
      values.pop();
    }
    return null;
  }
}

function decode(name: string, raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new MalformedPathParameter(name);
  }
}
