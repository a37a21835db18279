/**
 * Counts the writes made through one database handle, per table, for in-process caches of what
 * the database says (server/posts/feed-cards.ts): an entry read while `versionOf(tables)` was v is
 * good while it is still v. A statement that is not a select (built, or raw SQL starting with
 * `select`) counts before it runs (as the query
 * builder hands it over, for the tables it names) and after (by its affected-row count, which also
 * catches a write passed in compiled); a write whose tables are not known (raw SQL, compiled)
 * counts for every table. So a read that overlapped a write is never kept as current.
 * It sees only this handle's writes: another process's writes reach such a cache only when its
 * entries expire (see the cache's own time limit).
 */
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const ANY = '*';

export class WriteVersion implements KyselyPlugin {
  #count = 0;
  readonly #byTable = new Map<string, number>();
  readonly #tablesOf = new WeakMap<QueryId, string[]>();

  /** Changes whenever one of these tables (snake_case) may have been written. */
  versionOf(tables: readonly string[]) {
    let version = this.#byTable.get(ANY) ?? 0;
    for (const table of tables) version = Math.max(version, this.#byTable.get(table) ?? 0);
    return version;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!reads(args.node)) {
      const tables = writtenTables(args.node);
      this.#tablesOf.set(args.queryId, tables);
      this.#bump(tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (args.result.numAffectedRows !== undefined) this.#bump(this.#tablesOf.get(args.queryId) ?? [ANY]);
    return args.result;
  }

  #bump(tables: readonly string[]) {
    this.#count++;
    for (const table of tables) this.#byTable.set(table, this.#count);
  }
}

/** A select, built or raw (raw SQL starting with `select`); anything else may write. */
const reads = (node: RootOperationNode) => SelectQueryNode.is(node) || (RawNode.is(node) && /^\s*\(*\s*select\b/i.test(node.sqlFragments[0] ?? ''));

/** The table an insert, update or delete writes (as named, after the camel-case plugin), or ANY. */
function writtenTables(node: RootOperationNode): string[] {
  const name = (target: OperationNode | undefined): string | undefined => {
    if (target && TableNode.is(target)) return target.table.identifier.name;
    if (target && AliasNode.is(target)) return name(target.node);
    return undefined;
  };
  let table: string | undefined;
  if (InsertQueryNode.is(node)) table = name(node.into);
  else if (UpdateQueryNode.is(node)) table = node.from ? undefined : name(node.table);
  else if (DeleteQueryNode.is(node)) table = node.using ? undefined : node.from.froms.length === 1 ? name(node.from.froms[0]) : undefined;
  // A statement that also writes elsewhere (a WITH clause, a trigger) is not told apart: triggers
  // here write only tables the same caches already depend on (posts.author_private: users' and posts' writes).
  return table && !('with' in node && node.with) ? [table] : [ANY];
}
