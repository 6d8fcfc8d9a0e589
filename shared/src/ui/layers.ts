/**
 * The stacking layer (CSS z-index) of the portal's own modal dialogs, the shell's dialog around a remote module among
 * them: antd's base layer for containers (its `zIndexPopupBase` token), where antd draws its own Modal and Drawer.
 * antd draws every popup (Select, DatePicker, RangePicker, TimePicker, Cascader, Dropdown, Tooltip, Popover,
 * Popconfirm) into document.body on a layer above that base, so a popup opened inside any dialog of the portal opens
 * above the dialog, wherever the dialog comes from. A dialog on a higher layer covers its own popups.
 */
export const DIALOG_Z_INDEX = 1000;
