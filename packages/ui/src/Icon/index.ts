export { Icon, iconSizes, type IconProps, type IconSize } from './Icon';
export { iconPaths, iconNames, type IconName } from './icons';
