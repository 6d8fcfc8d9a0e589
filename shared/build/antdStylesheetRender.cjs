// Run by antdStylesheet.cjs in a process of its own (NODE_ENV set to the build's mode): draws the antd components named
// on the command line once, with react-dom/server inside a style cache, and prints the component styles they
// registered, ending with the cache-path map that tells @ant-design/cssinjs to take them from the file.
const React = require('react');
const { renderToString } = require('react-dom/server');
const antd = require('antd');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');

const h = React.createElement;
const Panel = (Component, props) => h(Component._InternalPanelDoNotUseOrYouWillBeFired, props);

/**
 * Components whose bare `<X />` does not draw all they style: a popup drawn as its panel, variants that register
 * styles of their own, and the parts other components draw inside them (a table's pager, a card's skeleton).
 */
const DRAW = {
  Modal: (Modal) => [h(Modal), Panel(Modal), Panel(Modal, { type: 'confirm' })],
  Tag: (Tag) => [h(Tag, { color: 'blue' }, 'tag'), h(Tag, { color: 'success' }, 'tag')],
  Input: (Input) => [h(Input), h(Input.Search), h(Input.TextArea), h(Input.Password)],
  Space: (Space) => [h(Space), h(Space.Compact, null, h(antd.Button))],
  Form: (Form) => [h(Form, null, h(Form.Item, { label: 'label', help: 'help' }, h(antd.Input)))],
  Table: (Table) => [h(Table, { dataSource: [], columns: [] }), h(antd.Pagination, { total: 100 })],
  Card: (Card) => [h(Card, { loading: true })],
  Popconfirm: (Popconfirm) => [Panel(Popconfirm, { title: 'title' })],
  Tooltip: (Tooltip) => [Panel(Tooltip, { title: 'title' })],
  DatePicker: (DatePicker) => [h(DatePicker), h(DatePicker.RangePicker), Panel(DatePicker)],
  Select: (Select) => [h(Select), Panel(Select)],
  Dropdown: (Dropdown) => [h(Dropdown, { menu: { items: [] } }, h('span'))],
};

/** Names that are not components drawn on their own (Grid is hooks only; ConfigProvider draws nothing styled). */
const NOT_DRAWN = new Set(['ConfigProvider', 'Grid', 'App']);

function draw(name) {
  const Component = antd[name];
  if (!Component || NOT_DRAWN.has(name)) return [];
  const special = DRAW[name];
  const nodes = special ? special(Component) : [h(Component)];
  return nodes.map((node, index) => h(React.Fragment, { key: `${name}-${index}` }, node));
}

const names = process.argv.slice(2);
const cache = createCache();
renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, null, ...names.flatMap(draw))));
// Component styles only, as plain CSS: the design tokens (CSS variables of the light or dark theme) stay at run time.
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
