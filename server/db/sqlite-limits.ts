/**
 * LIMIT with a parameter, without SQLite preparing the statement again for every run.
 *
 * SQLite's query planner reads the value bound to a LIMIT that is a bare parameter (`limit ?`) and marks
 * the statement to be prepared again whenever another value is bound; better-sqlite3 binds the values
 * anew on every run, so such a statement is parsed and planned each time it runs, as if it were never
 * prepared. Measured with SQLite 3.53 on the enquiry table: a lookup of one email's rows today took 7–11 µs
 * with `limit ?` and 3–4 µs with `limit cast(? as integer)` or a constant; an enquiry's write sends two
 * such lookups (the sender's daily count), docs/benchmarks.md, "API".
 *
 * Kysely writes every `.limit(value)` as `limit ?`; this plugin, on the SQLite connection only, writes
 * `limit cast(? as integer)` instead: the same rows (the limits are whole numbers), one plan kept.
 */
import {
  CastNode,
  DataTypeNode,
  LimitNode,
  OperationNodeTransformer,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

class LimitAsCast extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const limit = this.transformNode(node.limit);
    return LimitNode.create(
      ValueNode.is(limit) ? CastNode.create(limit, DataTypeNode.create("integer")) : limit,
    );
  }
}

export class SqliteLimitPlugin implements KyselyPlugin {
  readonly #transformer = new LimitAsCast();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
