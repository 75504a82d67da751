/**
 * Payload's REST query grammar (/cms-api/{collection}?where=…&sort=…&depth=…), walked rather than sampled:
 * every operator against a field of every type the config holds, nested and/or, deep and unknown paths,
 * sort on unknown fields, and depth, limit and page out of range. The fields come from the sanitized config,
 * so a new field type in a collection joins the walk by itself.
 */
import type { FlattenedField, SanitizedConfig } from 'payload'
import { validOperators } from 'payload/shared'

export type GrammarQuery = { collection: string; query: string; what: string }

/** One field path per field type (and per nesting: in an array, through a relationship), with its collection. */
function fieldsOfEveryType(config: SanitizedConfig): { collection: string; path: string; type: string }[] {
  const found = new Map<string, { collection: string; path: string; type: string }>()
  const note = (key: string, collection: string, path: string, type: string) => {
    if (!found.has(key)) found.set(key, { collection, path, type })
  }
  const walk = (collection: string, fields: FlattenedField[], prefix: string, via: string) => {
    for (const field of fields) {
      const path = `${prefix}${field.name}`
      const kind = field.type === 'relationship' || field.type === 'upload' ? `${field.type}${Array.isArray(field.relationTo) ? '-polymorphic' : ''}${'hasMany' in field && field.hasMany ? '-many' : ''}` : `${field.type}${'hasMany' in field && field.hasMany ? '-many' : ''}`
      note(`${via}${kind}`, collection, path, `${via}${kind}`)
      if ((field.type === 'array' || field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field && !via) {
        walk(collection, field.flattenedFields, `${path}.`, `${field.type}>`)
      }
      if (field.type === 'blocks' && !via) {
        for (const block of field.blocks ?? []) walk(collection, block.flattenedFields, `${path}.`, 'blocks>')
      }
      if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string' && !via) {
        const target = config.collections.find((c) => c.slug === field.relationTo)
        // Through the relationship to the related document's own text and number fields.
        for (const inner of target?.flattenedFields ?? []) {
          if (['text', 'number', 'date', 'select'].includes(inner.type)) note(`${kind}>${inner.type}`, collection, `${path}.${inner.name}`, `${kind}>${inner.type}`)
        }
      }
    }
  }
  for (const collection of config.collections) walk(collection.slug, collection.flattenedFields, '', '')
  // The id every collection has, whether or not it is among the fields.
  note('id', config.collections[0].slug, 'id', 'id')
  return [...found.values()]
}

const enc = encodeURIComponent

/** Values in the shapes Payload's qs parser hands an operator: scalars, lists, arrays and objects. */
const VALUES: { label: string; param: (key: string) => string }[] = [
  { label: 'word', param: (key) => `${key}=x` },
  { label: 'number', param: (key) => `${key}=1` },
  { label: 'list', param: (key) => `${key}=1,2` },
  { label: 'array', param: (key) => `${key}[0]=a&${key}[1]=2` },
  { label: 'geojson', param: (key) => `${key}[type]=Polygon&${key}[coordinates][0][0][0]=1&${key}[coordinates][0][0][1]=2` },
]

/** Every operator × a field of every type × a value of every shape. */
export function operatorQueries(config: SanitizedConfig): GrammarQuery[] {
  const queries: GrammarQuery[] = []
  for (const field of fieldsOfEveryType(config)) {
    for (const operator of validOperators) {
      for (const value of VALUES) {
        queries.push({
          collection: field.collection,
          query: `${value.param(`where[${field.path}][${operator}]`)}&depth=0&limit=2`,
          what: `${field.type} ${field.collection}.${field.path} ${operator} ${value.label}`,
        })
      }
    }
  }
  return queries
}

/** and/or nesting, deep and unknown paths, sort, depth, limit and page: on one collection with every kind of field. */
export function shapeQueries(collection: string, textField: string, relationField: string): GrammarQuery[] {
  const nested = (levels: number, leaf: string) => {
    let key = ''
    for (let i = 0; i < levels; i++) key += `[${i % 2 ? 'and' : 'or'}][0]`
    return `where${key}${leaf}`
  }
  const queries: [string, string][] = [
    ['and/or', `where[or][0][and][0][${textField}][equals]=x&where[or][0][and][1][or][0][id][exists]=true&where[or][1][${textField}][like]=a`],
    ['or of nothing', 'where[or][0]=&where[and]='],
    ['or as a value', `where[or]=x&where[and][0]=y`],
    ['and as an object', `where[and][x][${textField}][equals]=x`],
    ['nested 8', `${nested(8, `[${textField}][equals]=x`)}`],
    ['nested 40', `${nested(40, `[${textField}][equals]=x`)}`],
    ['near, within and intersects on the id', 'where[id][near]=1,2,3,4&where[id][within][type]=Polygon'],
    ['like on the id', 'where[id][like]=1'],
    ['or with a polymorphic path', 'where[or][0][document][equals]=1'],
    ['unknown operator', `where[${textField}][regex]=.*`],
    ['no operator', `where[${textField}]=x`],
    ['two operators', `where[${textField}][equals]=x&where[${textField}][near]=1,2`],
    ['unknown field', 'where[nope][equals]=x'],
    ['unknown deep path', 'where[a.b.c.d.e.f.g][equals]=x'],
    ['deep path through a text field', `where[${textField}.x.y][equals]=x`],
    ['path through the relationship', `where[${relationField}.${textField}][equals]=x`],
    ['deep path through the relationship', `where[${relationField}.${relationField}.${relationField}.id][equals]=1`],
    ['unknown path through the relationship', `where[${relationField}.nope][equals]=x`],
    ['path with odd characters', `where[${enc('a b')}.${enc('"x"')}][equals]=1`],
    ['path with a prototype name', 'where[__proto__][equals]=1&where[constructor][prototype][equals]=1'],
    ['very long path', `where[${'a.'.repeat(200)}b][equals]=1`],
    ['sort unknown', 'sort=nope'],
    ['sort unknown descending', 'sort=-nope'],
    ['sort list with unknown', `sort=${textField},nope`],
    ['sort deep', `sort=${relationField}.${textField}`],
    ['sort deep unknown', `sort=${relationField}.nope.nope`],
    ['sort empty', 'sort='],
    ['sort array', `sort[0]=${textField}&sort[1]=-id`],
    ['sort object', 'sort[x]=1'],
    ['sort dash', 'sort=-'],
    ['depth negative', 'depth=-1'],
    ['depth huge', 'depth=1000'],
    ['depth not a number', 'depth=x'],
    ['depth beyond bigint', 'depth=99999999999999999999'],
    ['limit negative', 'limit=-1'],
    ['limit zero', 'limit=0'],
    ['limit huge', 'limit=1000000000'],
    ['limit beyond bigint', 'limit=99999999999999999999'],
    ['limit not a number', 'limit=x'],
    ['limit fraction', 'limit=1.5'],
    ['page zero', 'page=0'],
    ['page negative', 'page=-1'],
    ['page huge', 'page=1000000000'],
    ['page beyond bigint', 'page=99999999999999999999'],
    ['page not a number', 'page=x'],
    ['page and limit huge', 'page=100000000000&limit=100000000000'],
    ['pagination off with huge page', 'pagination=false&page=99999999999999999999'],
    ['select unknown', 'select[nope]=true'],
    ['populate unknown', 'populate[nope][x]=true'],
    ['joins unknown', 'joins[nope][limit]=x'],
    ['where as JSON', `where=${enc('{"x":{"equals":1}}')}`],
  ]
  return queries.map(([what, query]) => ({ collection, query: query.includes('depth=') ? query : `${query}&depth=0`, what }))
}
