import type { pages as english } from "../en/pages";
import type { Translation } from "../../translation";

export const pages: Translation<typeof english> = {
  "pages.range.empty": "Escribe las páginas que quieres enviar, por ejemplo 1-3, 7, 12-14.",
  "pages.range.notANumber": "«{part}» no es un número de página. Escribe números de página e intervalos, por ejemplo 1-3, 7, 12-14.",
  "pages.range.missingComma": "«{part}»: pon una coma entre las páginas, por ejemplo 1, 3.",
  "pages.range.openRange": "«{part}» necesita una página a cada lado del guion, por ejemplo 12-14.",
  "pages.range.tooManyHyphens": "«{part}» tiene más de un guion: un intervalo son dos páginas unidas por un solo guion, por ejemplo 12-14.",
  "pages.range.zero": "Las páginas se numeran desde 1: no existe la página 0.",
  "pages.range.beyondEnd": "Este archivo tiene {count, plural, one {# página} other {# páginas}}: no existe la página {page}.",
  "pages.range.backwards": "«{part}» va al revés: escríbelo como {from}-{to}.",

  "pages.cut.fileName": "{name} ({count, plural, one {página} other {páginas}} {range}){extension}",
  "pages.cut.protected":
    "«{name}» está protegido (cifrado), así que no se pueden extraer sus páginas. Envíalo completo, o quita la protección y vuelve a elegirlo.",
  "pages.cut.unsafe": "Las páginas de «{name}» no se pueden leer aquí de forma segura, así que no se pueden recortar. Envíalo completo.",
  "pages.cut.damaged":
    "No se pueden extraer las páginas de «{name}»: el archivo parece dañado. Envíalo completo, o elige una copia reparada.",
  "pages.cut.tooLarge":
    "Las páginas elegidas forman un archivo de {size}; el servicio acepta archivos de hasta {limit}. Elige menos páginas.",
  "pages.cut.changed":
    "«{name}» tiene ahora {count, plural, one {# página} other {# páginas}}, no {of}: puede que las páginas elegidas antes ({range}) ya no sean las que querías. Descarta esta fila y vuelve a elegir el archivo y sus páginas.",

  "pages.control.estimateAll": "{count, plural, one {# página: # crédito} other {Las # páginas: # créditos}}",
  "pages.control.estimateChosen":
    "{chosen, number} de {count, plural, one {# página} other {# páginas}}: {chosen, plural, one {# crédito} other {# créditos}}",
  "pages.control.open": "Páginas",
  "pages.control.openLabel": "Elegir las páginas de {name} que se enviarán",
  "pages.control.protected": "Protegido (cifrado): no se pueden elegir sus páginas, así que se envía completo.",
  "pages.control.damaged": "Sus páginas no se pueden leer, así que no se pueden elegir: se envía completo.",
  "pages.control.unsafe": "Sus páginas no se pueden leer aquí; se enviará completo.",
  "pages.control.overLimit": "Más de {limit}: demasiado grande para enviarlo completo. Elige las páginas que quieres enviar.",
  "pages.control.noneChosen": "No hay ninguna página elegida: elige al menos una página para enviar este archivo.",
  "pages.control.sendWhole": "Enviar todas las páginas",
  "pages.control.sendWholeLabel": "Enviar todas las páginas de {name}",
  "pages.control.cutting": "Extrayendo las páginas elegidas…",
  "pages.control.notCut": "{name}: {problem}",

  "pages.picker.label": "Páginas de {name}",
  "pages.picker.rangeLabel": "Páginas que se enviarán",
  "pages.picker.rangeHint": "Por ejemplo 1-3, 7, 12-14. O selecciona las imágenes; Mayús selecciona una serie de páginas.",
  "pages.picker.tiffAsPdf": "Las páginas elegidas de un TIFF se envían como un solo PDF, con la imagen de cada página sin cambios.",
  "pages.picker.selectAll": "Seleccionar todas",
  "pages.picker.selectNone": "No seleccionar ninguna",
  "pages.picker.page": "Página {page}",
  "pages.picker.chosen": "{chosen, number} de {count, plural, one {# página elegida} other {# páginas elegidas}}.",
  "pages.picker.loading": "Cargando las páginas…",
  "pages.picker.protected":
    "Este PDF está protegido con contraseña, así que no se pueden mostrar sus páginas. Escribe las páginas que quieres enviar, o envíalo completo.",
  "pages.picker.damaged": "No se pueden mostrar las páginas de este archivo. Escribe las páginas que quieres enviar, o envíalo completo.",
  "pages.picker.pictureFailed": "No se puede mostrar la página {page}.",

  "pages.row.sent": "{count, plural, one {Página enviada:} other {Páginas enviadas:}} {range} de {of}.",
  "pages.row.closedBeforeSending":
    "El panel de tareas se cerró antes de enviar este archivo. Vuelve a añadir {name}: se volverán a extraer de él las páginas {range}.",
  "pages.history.sent": "{count, plural, one {# página enviada} other {# páginas enviadas}}: {range} de {of}",
  "pages.spending.fileChosen": "{name}: {pages, number} de {of, plural, one {# página} other {# páginas}}",
};
