/**
 * The bundled UI font (fonts.css: Inter, latin and latin-ext for č ć ž š đ, weights 400/600/700).
 * Import this file once from the app entry and from the Storybook preview.
 */
import './fonts.css';
