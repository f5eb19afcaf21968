import type { results as english } from "../en/results";
import type { Translation } from "../../translation";

export const results: Translation<typeof english> = {
  "results.area.opening": "Abriendo {fileName}…",
  "results.area.preparing": "Preparando la vista previa…",
  "results.section.close": "Cerrar",
  "results.section.closeLabel": "Cerrar el resultado de {fileName}",
  "results.section.noHost": "Abre este complemento en Word o Excel para insertar el resultado.",

  "results.summary.transcript":
    "{pages, plural, one {Se transcribió # página} other {Se transcribieron # páginas}}. Revisa el texto y luego insértalo.",
  "results.summary.tables":
    "Se encontraron {tables, plural, one {# tabla} other {# tablas}} y {pairs, plural, one {# par clave-valor} other {# pares clave-valor}}. Revísalos y luego insértalos.",
  "results.summary.records":
    "{records, plural, one {Se extrajo # registro} other {Se extrajeron # registros}}. Revisa los campos y luego insértalos.",

  "results.preview.transcriptLabel": "Vista previa de la transcripción",
  "results.preview.tablesLabel": "Vista previa de las tablas",
  "results.preview.recordsLabel": "Vista previa de los campos extraídos",
  "results.preview.page": "Página {page}",
  "results.preview.translation": "Traducción ({language})",
  "results.preview.noTables": "El servicio no encontró tablas ni pares clave-valor.",
  "results.preview.noRecords": "El extractor no encontró nada en este documento.",

  "results.insertPanel.label": "Opciones de inserción",
  "results.insertPanel.wordWhere": "Dónde en el documento",
  "results.insertPanel.atCursor": "En la posición del cursor",
  "results.insertPanel.replaceSelection": "En lugar de la selección",
  "results.insertPanel.atEnd": "Al final del documento",
  "results.insertPanel.excelWhere": "Dónde en el libro",
  "results.insertPanel.newSheet": "En una hoja nueva",
  "results.insertPanel.newSheetEach": "Cada tabla en una hoja nueva",
  "results.insertPanel.fromSelection": "Desde la celda seleccionada",
  "results.insertPanel.recordsNewSheet": "Añadir a la tabla {table}, o empezarla en una hoja nueva",
  "results.insertPanel.recordsFromSelection": "Añadir a la tabla {table}, o empezarla en la celda seleccionada",
  "results.insertPanel.whatToInsert": "Qué insertar",
  "results.insertPanel.tablesAll": "Tablas y pares clave-valor",
  "results.insertPanel.tablesOnly": "Solo las tablas",
  "results.insertPanel.keyValuesOnly": "Solo los pares clave-valor",
  "results.insertPanel.pageHeadings": "Un título para cada página",
  "results.insertPanel.pageRows": "Una fila con el número de página antes de cada página",
  "results.insertPanel.pageBreaks": "Un salto de página entre páginas",
  "results.insertPanel.translation": "Traducción",
  "results.insertPanel.translationAfter": "Después del original",
  "results.insertPanel.translationInstead": "En lugar del original",
  "results.insertPanel.translationNone": "No incluirla",
  "results.insertPanel.serviceDocx": "Insertar en su lugar el archivo .docx del servicio",
  "results.insertPanel.serviceXlsx": "Insertar en su lugar el archivo .xlsx del servicio como hojas nuevas",
  "results.insertPanel.keepText": "Mantener todos los valores como texto (sin números ni fechas)",
  "results.insertPanel.readAs": "Leer los números como",
  "results.insertPanel.readAsFirst": "Elija primero, encima de la tabla, cómo leer los números.",
  "results.insertPanel.readAsHint":
    "{document, select, comma {El documento escribe los números como 1.234,56 y este libro como 1,234.56.} other {El documento escribe los números como 1,234.56 y este libro como 1.234,56.}}",
  "results.insertPanel.readAsAmbiguousHint":
    "{count, plural, one {# cifra, {example}, puede leerse como miles o como número decimal. Este libro la lee como número decimal ({decimal}): su separador decimal es {mark, select, comma {la coma} other {el punto}}.} other {# cifras, como {example}, pueden leerse como miles o como números decimales. Este libro las lee como números decimales ({decimal}): su separador decimal es {mark, select, comma {la coma} other {el punto}}.}}",
  "results.insertPanel.readAsPoint": "1,234.56 (punto decimal)",
  "results.insertPanel.readAsComma": "1.234,56 (coma decimal)",
  "results.insertPanel.readAsText": "Dejarlos como texto",
  "results.insertPanel.insertWord": "Insertar en el documento",
  "results.insertPanel.insertExcel": "Insertar en el libro",

  "results.insert.docxOriginalOnly":
    "El archivo .docx del servicio solo contiene el texto original, sin la traducción. Para insertar ambos, desactiva “Insertar en su lugar el archivo .docx del servicio” e inserta de nuevo.",
  "results.insert.docxUnavailable": "El archivo .docx del servicio no se puede obtener aquí; el resultado se inserta a partir de su texto.",
  "results.insert.xlsxUnavailable": "El archivo .xlsx del servicio no se puede obtener aquí; el resultado se escribe celda por celda.",
  "results.insert.wordDocx":
    "Se insertó el archivo .docx del servicio {where, select, cursor {en la posición del cursor} replace {en lugar de la selección} earlier {en lugar de la copia anterior} afterInsertion {justo después de la inserción anterior} other {al final del documento}}.",
  "results.insert.wordParagraphs":
    "{paragraphs, plural, one {Se insertó # párrafo} other {Se insertaron # párrafos}} {where, select, cursor {en la posición del cursor} replace {en lugar de la selección} earlier {en lugar de la copia anterior} afterInsertion {justo después de la inserción anterior} other {al final del documento}}.",
  "results.insert.wordTables":
    "{tables, plural, one {Se insertó # tabla} other {Se insertaron # tablas}} {where, select, cursor {en la posición del cursor} replace {en lugar de la selección} earlier {en lugar de la copia anterior} afterInsertion {justo después de la inserción anterior} other {al final del documento}}.",
  "results.insert.wordBoth":
    "Se insertaron {paragraphs, plural, one {# párrafo} other {# párrafos}} y {tables, plural, one {# tabla} other {# tablas}} {where, select, cursor {en la posición del cursor} replace {en lugar de la selección} earlier {en lugar de la copia anterior} afterInsertion {justo después de la inserción anterior} other {al final del documento}}.",
  "results.insert.wordNothing":
    "No se insertó nada {where, select, cursor {en la posición del cursor} replace {en lugar de la selección} earlier {en lugar de la copia anterior} afterInsertion {justo después de la inserción anterior} other {al final del documento}}.",
  "results.reinsert.title": "Este resultado ya está en el documento",
  "results.reinsert.message":
    "{count, plural, one {Este documento ya contiene el resultado de «{fileName}». ¿Reemplazarlo por el resultado actual o insertar otra copia?} other {Este documento ya contiene # copias del resultado de «{fileName}». ¿Reemplazarlas por una copia del resultado actual o insertar otra copia?}}",
  "results.reinsert.replace": "Reemplazar",
  "results.reinsert.another": "Insertar otra copia",
  "results.reinsert.cancel": "Cancelar",
  "results.insert.sheetName": "“{name}”",
  "results.insert.excelTablesNew":
    "{tables, plural, one {Se escribió # tabla} other {Se escribieron # tablas}} {sheetCount, plural, one {en la hoja nueva {names}} other {en las hojas nuevas {names}}}.",
  "results.insert.excelTablesSelection":
    "{tables, plural, one {Se escribió # tabla} other {Se escribieron # tablas}} desde la celda seleccionada en “{sheet}”.",
  "results.insert.excelLinesNew":
    "{lines, plural, one {Se escribió # línea} other {Se escribieron # líneas}} {sheetCount, plural, one {en la hoja nueva {names}} other {en las hojas nuevas {names}}}, una por fila.",
  "results.insert.excelLinesSelection":
    "{lines, plural, one {Se escribió # línea} other {Se escribieron # líneas}} desde la celda seleccionada en “{sheet}”, una por fila.",
  "results.insert.appended": "{rows, plural, one {Se agregó # fila} other {Se agregaron # filas}} a la tabla {table} de la hoja “{sheet}”.",
  "results.insert.newColumns": "{count, plural, one {Columna nueva: {names}.} other {Columnas nuevas: {names}.}}",
  "results.insert.misfits":
    "{count, plural, one {# valor no encajaba en su columna y se insertó como texto.} other {# valores no encajaban en sus columnas y se insertaron como texto.}}",
  "results.insert.keptAsAnswered":
    "{count, plural, one {# valor se insertó como texto, como se respondió al revisar, en una columna de números o fechas ({names}): Excel lo deja fuera de las sumas y lo ordena como texto.} other {# valores se insertaron como texto, como se respondió al revisar, en columnas de números o fechas ({names}): Excel los deja fuera de las sumas y los ordena como texto.}}",
  "results.insert.keptBySetting":
    "{by, select, policy {{count, plural, one {# valor se insertó como texto en una columna de números o fechas ({names}), porque tu organización mantiene todos los valores como texto: Excel lo deja fuera de las sumas y lo ordena como texto.} other {# valores se insertaron como texto en columnas de números o fechas ({names}), porque tu organización mantiene todos los valores como texto: Excel los deja fuera de las sumas y los ordena como texto.}}} other {{count, plural, one {# valor se insertó como texto en una columna de números o fechas ({names}), porque «Mantener todos los valores como texto» está activado: Excel lo deja fuera de las sumas y lo ordena como texto.} other {# valores se insertaron como texto en columnas de números o fechas ({names}), porque «Mantener todos los valores como texto» está activado: Excel los deja fuera de las sumas y los ordena como texto.}}}}",
  "results.tableAppend.choice": "Añadir a una tabla de este libro",
  "results.tableAppend.table": "Tabla",
  "results.tableAppend.tableOption": "{table} (hoja {sheet})",
  "results.tableAppend.noTables": "Este libro aún no tiene tablas. Cree una (Insertar > Tabla) o elija otro lugar.",
  "results.tableAppend.noSource": "Este resultado no tiene ninguna tabla con encabezados que añadir. Elija otro lugar.",
  "results.tableAppend.loading": "Leyendo la tabla…",
  "results.tableAppend.columns": "Columnas de {table}",
  "results.tableAppend.sourceFor": "Origen de la columna {column}",
  "results.tableAppend.textFor": "Texto de la columna {column}",
  "results.tableAppend.empty": "Dejar vacía",
  "results.tableAppend.fileName": "Nombre de archivo",
  "results.tableAppend.page": "Página",
  "results.tableAppend.dateInserted": "Fecha de inserción",
  "results.tableAppend.text": "Texto que escribo",
  "results.tableAppend.saved": "Correspondencia guardada en este libro para esta tabla.",
  "results.tableAppend.unmatched":
    "{count, plural, one {Nada corresponde a la columna {names}: queda vacía si no elige un origen.} other {Nada corresponde a las columnas {names}: quedan vacías si no elige un origen.}}",
  "results.tableAppend.extra": "Columnas sin lugar en la tabla",
  "results.tableAppend.addColumn": "Añadir {name} como columna nueva",
  "results.tableAppend.misfits":
    "{count, plural, one {# valor no encaja en su columna: revíselo, o se insertará como texto.} other {# valores no encajan en sus columnas: revíselos, o se insertarán como texto.}}",
  "results.tableAppend.append": "Añadir a la tabla",
  "results.tableAppend.againTitle": "Ya está en esta tabla",
  "results.tableAppend.again": "{fileName} ya se añadió a la tabla {table}. ¿Añadirlo de nuevo?",
  "results.tableAppend.againMany":
    "{count, plural, one {# documento de este lote ya se añadió a la tabla {table}: {names}. ¿Añadirlo de nuevo?} other {# documentos de este lote ya se añadieron a la tabla {table}: {names}. ¿Añadirlos de nuevo?}}",
  "results.tableAppend.againConfirm": "Añadir de nuevo",
  "results.tableAppend.skip": "Omitir",
  "results.tableAppend.needMatching":
    "{count, plural, one {# resultado necesita que se asignen sus columnas: ábralo y añádalo una vez; los demás de su tipo lo seguirán.} other {# resultados necesitan que se asignen sus columnas: abra uno de cada tipo y añádalo una vez.}}",
  "results.tableAppend.skippedAgain":
    "{count, plural, one {# documento ya estaba en la tabla y se omitió.} other {# documentos ya estaban en la tabla y se omitieron.}}",
  "results.insert.xlsx":
    "Se insertó el archivo .xlsx del servicio como {count, plural, one {# hoja nueva} other {# hojas nuevas}}: {names}.",
  "results.insert.doubtNote": "Por revisar: {reason}",
  "results.insert.doubtsMarked":
    "{mark, select, note {{count, plural, one {# celda por revisar está marcada con una nota.} other {# celdas por revisar están marcadas con notas.}}} comment {{count, plural, one {# celda por revisar está marcada con un comentario.} other {# celdas por revisar están marcadas con comentarios.}}} other {{count, plural, one {# celda por revisar está resaltada (esta versión de Excel no puede añadir notas).} other {# celdas por revisar están resaltadas (esta versión de Excel no puede añadir notas).}}}}",
  "results.insert.wordDoubts":
    "{mark, select, comment {{count, plural, one {# valor por revisar figura en un comentario sobre lo insertado.} other {# valores por revisar figuran en un comentario sobre lo insertado.}}} other {{count, plural, one {Queda # valor por revisar; esta versión de Word no puede añadir comentarios, así que el documento no lo marca.} other {Quedan # valores por revisar; esta versión de Word no puede añadir comentarios, así que el documento no los marca.}}}}",
  "results.source.heading": "Procedencia",
  "results.source.from": "De {fileName}, página {page}, insertado el {date, date, medium}.",
  "results.source.fromTable": "De {fileName}, página {page} (tabla {table}), insertado el {date, date, medium}.",
  "results.source.fromPages": "De {fileName}, páginas {first}–{last}, insertado el {date, date, medium}.",
  "results.source.deleted": "El origen se eliminó el {date, date, medium}; su texto es lo que se insertó.",
  "results.source.deletedUndated": "El origen se ha eliminado; su texto es lo que se insertó.",
  "results.source.elsewhere": "El origen está en la cuenta de quien lo insertó: esa persona puede abrirlo en su historial.",
  "results.source.openHistory": "Abrir en el historial",
  "results.source.toCheck": "Esta celda se insertó con un aviso abierto: su nota dice qué revisar.",
  "results.source.markChecked": "Marcar como revisada",
  "results.source.cellsToCheck": "{count, plural, one {En este libro: # celda por revisar} other {En este libro: # celdas por revisar}}",
  "results.source.nextToCheck": "Siguiente celda por revisar",
  "results.source.pagePicture": "Página {page} de {fileName}",
  "results.insert.cutCells":
    "{count, plural, one {# celda superaba los {limit, number} caracteres que admite Excel y se recortó; la celda indica cuánto falta. El texto completo está en la vista previa y en el archivo del servicio.} other {# celdas superaban los {limit, number} caracteres que admite Excel y se recortaron; cada una indica cuánto falta. El texto completo está en la vista previa y en el archivo del servicio.}}",
  "results.insert.keptText":
    "{count, plural, one {# celda se dejó como texto en “{column}” de “{sheet}”: {cells} no se lee como {kind, select, date {fecha} other {número}}.} other {# celdas se dejaron como texto en “{column}” de “{sheet}”: {cells} no se leen como {kind, select, date {fechas} other {números}}.}}",
  "results.insert.keptCell": "{address} (“{text}”)",
  "results.insert.keptMore": "{count, plural, one {# más} other {# más}}",
  "results.insert.totalsRow":
    "{count, plural, one {La última fila de la tabla {names} suma las filas de arriba: es la fila de totales de la tabla, con las cifras del documento, no una fila de datos.} other {Las últimas filas de las tablas {names} suman las filas de arriba: cada una es la fila de totales de su tabla, con las cifras del documento, no una fila de datos.}}",
  "results.insert.totalsBelow":
    "{count, plural, one {La última fila de la tabla {names} suma las filas de arriba: se escribe justo debajo de la tabla, con las cifras del documento, no como una fila de datos.} other {Las últimas filas de las tablas {names} suman las filas de arriba: cada una se escribe justo debajo de su tabla, con las cifras del documento, no como una fila de datos.}}",
  // Columns read otherwise than the workbook reads numbers, and the values that decided it (review and outcome)
  "results.numbers.columnName": "“{name}”",
  "results.numbers.evidence":
    "En {columns}, {sep} se lee como separador de miles: {from, select, column {{beside, select, none {la columna escribe {example}.} other {la columna escribe {beside} sin separador junto a {example}.}}} other {{beside, select, none {el documento escribe {example}.} other {el documento escribe {beside} sin separador junto a {example} en una misma columna.}}}}",
  "results.insert.readAsDecimals":
    "{count, plural, one {# cifra, {example}, se leyó como número decimal ({decimal}), como la lee este libro. Para leerla como miles, elija “{choice}” en “{field}” e inserte de nuevo.} other {# cifras como {example} se leyeron como números decimales ({decimal}), como las lee este libro. Para leerlas como miles, elija “{choice}” en “{field}” e inserte de nuevo.}}",

  "results.insertAll.label": "Insertar el lote",
  "results.insertAll.button": "{count, plural, =0 {Insertar todo} one {Insertar todo (# resultado)} other {Insertar todo (# resultados)}}",
  "results.insertAll.asTheyFinish": "Insertar a medida que terminen",
  "results.insertAll.atSelection": "Empezar en la celda seleccionada, uno debajo de otro (no en hojas nuevas)",
  "results.insertAll.keepText": "Mantener todos los valores como texto",
  "results.insertAll.fileHeadings": "Un título con el nombre de cada archivo",
  "results.insertAll.inserted": "{count, plural, one {Se insertó # resultado.} other {Se insertaron # resultados.}}",
  "results.insertAll.nothingNew": "No había nada nuevo que insertar.",
  "results.insertAll.notInserted": "“{fileName}” no se insertó. {reason}",
  "results.insertAll.failed": "Algo salió mal; intenta insertarlo de nuevo.",
  "results.insertAll.nothingToInsert": "El servicio no encontró nada que insertar en este documento.",
  "results.insertAll.readAsAnswered":
    "{reading, select, text {Los números de “{fileName}” se dejaron como texto, como se respondió al revisarlo.} other {Los números de “{fileName}” se leyeron como {choice}, como se respondió al revisarlo.}}",
  "results.insertAll.cutCells":
    "{count, plural, one {Una celda de “{fileName}” superaba los {limit, number} caracteres que admite Excel y se recortó; la celda indica cuánto falta.} other {# celdas de “{fileName}” superaban los {limit, number} caracteres que admite Excel y se recortaron; cada una indica cuánto falta.}}",

  "results.open.translationFailed": "La transcripción está lista, pero no se pudo obtener su traducción ({reason}).",
  "results.open.translationFailedPlain": "La transcripción está lista, pero no se pudo obtener su traducción.",
  "results.open.notProcessed": "“{fileName}” aún no se ha procesado.",
  "results.open.notLoaded": "No se pudo cargar el resultado de “{fileName}”. Intenta abrirlo de nuevo.",

  "results.document.page": "Página {page}",
  "results.document.translation": "Traducción",
  "results.document.translationIn": "Traducción ({language})",
  "results.document.translationPage": "Traducción, página {page}",
  "results.document.translationInPage": "Traducción ({language}), página {page}",
  "results.document.tableCaption": "Tabla {index} (página {page})",
  "results.document.keyValuePairs": "Pares clave-valor",
  "results.document.recordCaption": "Registro {number} (página {page})",
  "results.document.extractedFieldsCaption": "Campos extraídos (página {page})",
  "results.document.extractedFields": "Campos extraídos",
  "results.document.key": "Clave",
  "results.document.value": "Valor",
  "results.document.field": "Campo",
  "results.document.file": "Archivo",
  "results.document.pageColumn": "Página",
  "results.document.text": "Texto",
  "results.document.column": "Columna {number}",
  "results.document.tableSheet": "T{index}",
  "results.document.keyValueSheet": "Clave-valor",
  "results.document.textSheet": "Texto",
  "results.document.transcriptsSheet": "Transcripciones",
  "results.document.resultSheet": "Resultado",
  "results.document.title":
    "{kind, select, transcript {Transcripción: {fileName}} tables {Tablas: {fileName}} other {Campos extraídos: {fileName}}}",
  "results.document.cutMark": "[…{rest, number} caracteres más no mostrados: Excel admite {limit, number} por celda]",

  "results.office.selectCell":
    "Selecciona primero una celda de una hoja: el resultado se escribe desde la celda seleccionada hacia abajo y a la derecha.",
  "results.office.doesNotFit":
    "El resultado no cabe debajo ni a la derecha de la celda seleccionada. Selecciona una celda más cerca de la esquina superior izquierda o inserta en hojas nuevas.",
  "results.office.notEmpty":
    "Las celdas de {from} a {to} no están todas vacías, y el complemento nunca sobrescribe tus datos. Selecciona un área vacía o inserta en hojas nuevas.",
  "results.office.noTablesToInsert":
    "El servicio no encontró tablas ni pares clave-valor en este documento, así que no hay nada que insertar.",
  "results.office.noTables": "El servicio no encontró tablas ni pares clave-valor en este documento.",
  "results.office.noKeyValues": "El servicio no encontró pares clave-valor en este documento.",
  "results.office.emptyTranscript": "La transcripción está vacía, así que no hay nada que insertar.",
  "results.office.emptyTranscriptShort": "La transcripción está vacía.",
  "results.office.emptyTranscripts": "Las transcripciones están vacías, así que no hay nada que insertar.",
  "results.office.noRecords": "El extractor no devolvió registros para este documento, así que no hay nada que insertar.",
  "results.office.noRows": "Este documento no tiene filas que añadir.",
  "results.office.tableGone": "La tabla {table} ya no está en este libro. Vuelva a elegir una tabla.",
  "results.office.belowNotEmpty":
    "No se añadió nada: las filas bajo la tabla {table} de la hoja {sheet} no están vacías y la tabla crecería sobre ellas. Mueva lo que hay bajo la tabla y vuelva a añadir.",
  "results.office.tableChanged":
    "Las columnas de la tabla {table} cambiaron desde que se mostró la correspondencia. Revise la correspondencia y vuelva a añadir.",
  "results.office.noWorkbookInsert": "Esta versión de Excel no puede insertar libros.",
  "results.office.noFileInsert": "Esta versión de Word no puede insertar archivos.",
  "results.office.docxTooLarge":
    "El archivo .docx del servicio supera los 4 MB que Word acepta de un complemento; el resultado se inserta a partir de su texto.",
  "results.office.noPictures": "Esta versión de Excel no puede leer imágenes.",
  "results.office.noSelectedPicture":
    "Esta versión de Excel no puede indicar a un complemento qué imagen está seleccionada: elige la imagen de la lista.",
  "results.office.selectExcelPicture":
    "Selecciona primero una imagen en el libro (haz clic en ella hasta que aparezcan sus controladores) o elige una de la lista.",
  "results.office.selectWordPicture":
    "Selecciona primero una imagen en el documento (haz clic en ella hasta que quede enmarcada). Las imágenes que flotan sobre el texto no se pueden leer: cambia el ajuste de la imagen a “En línea con el texto” o guárdala como archivo y elige el archivo.",
  "results.office.pictureNotHanded":
    "Office no entregó esta imagen (Word en iPad no lo hace, por ejemplo). Guarda la imagen como archivo y elige el archivo en su lugar.",
  "results.office.pictureFormat":
    "Esta imagen tiene un formato que el servicio no puede leer (solo se pueden enviar imágenes PNG, JPG, GIF, TIFF y HEIC). Guárdala como PNG o JPG y elige el archivo en su lugar.",
  "results.office.needWordTables":
    "Esta versión de Word no puede insertar tablas ni estilos de título integrados desde un complemento (le falta WordApi 1.3): las tablas se insertan como líneas separadas por tabulaciones y los títulos por nombre de estilo.",
  "results.office.needWordFile":
    "Esta versión de Word no puede insertar el archivo .docx del servicio (Word para Windows, Mac o la Web sí puede); el resultado se inserta a partir de su texto.",
  "results.office.needExcelFile":
    "Esta versión de Excel no puede insertar el archivo .xlsx del servicio como hojas (necesita ExcelApi 1.13 en Windows, Mac o la Web); el resultado se escribe celda por celda.",
  "results.office.needExcelPictures":
    "Esta versión de Excel no puede entregar a un complemento las imágenes de un libro (le falta ExcelApi 1.9). Guarda la imagen como archivo y elige el archivo en su lugar.",
};
