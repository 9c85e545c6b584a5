export {
  Button,
  buttonVariants,
  buttonSizes,
  buttonTypes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonType,
} from './Button';
