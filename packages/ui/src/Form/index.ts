export { Field, type FieldBaseProps, type FieldIds } from './Field';
export { TextInput, type TextInputProps } from './TextInput';
export { Textarea, type TextareaProps } from './Textarea';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { SegmentedToggle, type SegmentedToggleProps, type SegmentedToggleOption } from './SegmentedToggle';
