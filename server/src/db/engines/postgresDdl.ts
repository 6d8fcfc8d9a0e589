import {
  DataTypeNode,
  OperationNodeTransformer,
  type ColumnDefinitionNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * The migrations' schema builder calls name SQLite's column types and run as written on both engines (a migration
 * that has shipped keeps its calls). Two of those types mean something else on PostgreSQL, so this plugin, applied
 * to the migrations only (db/migrate.ts migrationsFor), translates them:
 *
 * - `real` is a 4-byte float on PostgreSQL but an 8-byte one on SQLite: `double precision` keeps every digit.
 * - `integer ... primaryKey().autoIncrement()` compiles to AUTO_INCREMENT, which PostgreSQL lacks: `serial` is its
 *   counterpart (a sequence default), the same ids 1, 2, 3… as SQLite's AUTOINCREMENT.
 */
class SqliteTypesOnPostgres extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    if (!DataTypeNode.is(column.dataType)) return column;
    if (column.autoIncrement) return { ...column, autoIncrement: false, dataType: DataTypeNode.create('serial') };
    if (column.dataType.dataType === 'real') return { ...column, dataType: DataTypeNode.create('double precision') };
    return column;
  }
}

export class PostgresDdlPlugin implements KyselyPlugin {
  readonly #transformer = new SqliteTypesOnPostgres();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
