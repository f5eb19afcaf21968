// Mapping what was read onto the user's own Excel table: matching, type fitting, the rows it makes.
export { autoMatch, unmatchedTargets } from "./autoMatch";
export { fitRows, isoDay, mappedRows, type MappedRows, type Misfit, type SourceRows } from "./mappedRows";
export { headingsLayout, recordsSource, tablesSource, type MappingSource } from "./sources";
export { fitColumn, isDateFormat, targetKind, type TargetColumnLook, type TargetKind } from "./typeFit";
export type { ColumnMapping, ColumnSource, ExtraColumn, FixedValue, SourceColumn } from "./types";
