/// Foods, portions, quantities and meal sentences. The food table is a copy of the USDA SR28
/// derived table (public domain) kept in `Resources/foods/` with its README.
public enum Nutrition {}
