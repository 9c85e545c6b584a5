export { StarRating, StarRatingInput, type StarRatingProps, type StarRatingInputProps } from './StarRating';
