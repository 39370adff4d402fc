/// `gh-lite help formatting`: gh's `formatting` topic, saying what gh-lite's own jq and Go template do (an installed
/// binary has no README beside it). The jq builtins named missing are those gh 2.23's `builtins` lists that gh-lite
/// has not.
enum FormattingHelp {
    static let topic = "formatting"

    static let text = """
        By default, the result of gh-lite commands are output in line-based plain text format.
        Some commands support passing the `--json` flag, which converts the output to JSON format.
        Once in JSON, the output can be further formatted according to a required formatting string by
        adding either the `--jq` or `--template` flag. This is useful for selecting a subset of data,
        creating new data structures, displaying the data in a different format, or as input to another
        command line script.

        The `--json` flag requires a comma separated list of fields to fetch. To view the possible JSON
        field names for a command omit the string argument to the `--json` flag when you run the command.
        Note that you must pass the `--json` flag and field names to use the `--jq` or `--template` flags.

        The `--jq` flag requires a string argument in jq query syntax, and will only print
        those JSON values which match the query. gh-lite carries its own jq, the language gh's gojq runs;
        the jq utility does not need to be installed. To learn about jq query syntax, see:
        <https://jqlang.github.io/jq/manual/v1.6/>
        gh-lite's jq refuses what reads input or writes elsewhere: `input`, `inputs`, `debug`, `stderr`,
        `input_filename`, `$__loc__`, `halt`, `halt_error`, modules. Of gh's builtins it lacks `JOIN`,
        `bsearch`, `builtins`, `format`, `fromstream`, `truncate_stream`, `transpose`, `isfinite`,
        `localtime`, `strflocaltime` and the maths functions `acos`, `acosh`, `asin`, `asinh`, `atan`,
        `atan2`, `atanh`, `cbrt`, `copysign`, `cos`, `cosh`, `drem`, `erf`, `erfc`, `expm1`, `fdim`, `fma`,
        `fmax`, `fmin`, `fmod`, `frexp`, `gamma`, `hypot`, `j0`, `j1`, `jn`, `ldexp`, `lgamma`, `log1p`,
        `logb`, `modf`, `nearbyint`, `nextafter`, `nexttoward`, `pow10`, `remainder`, `rint`, `scalb`,
        `scalbln`, `significand`, `sin`, `sinh`, `tan`, `tanh`, `tgamma`, `y0`, `y1`, `yn`.
        A run may take 50 million steps, 2 seconds of CPU and 256 MB; past that it stops with an error.

        The `--template` flag requires a string argument in Go template syntax, and will only print
        those JSON values which match the query. gh-lite carries its own: actions, pipelines, variables,
        `if`, `range` (with `break` and `continue`), `with`, `define`, `template`, `block`, comments and
        trimming `{{- -}}`, and Go's functions `and`, `or`, `not`, `len`, `index`, `slice`, `print`, `printf`,
        `println`, `eq`, `ne`, `lt`, `le`, `gt`, `ge`, `html`, `js`, `urlquery`. Numbers are whole (`%d`).
        In addition, the following functions can be used with this formatting directive:
        - `autocolor`: like `color`, but only emits color to terminals
        - `color <style> <input>`: colorize input using <https://github.com/mgutz/ansi>
        - `join <sep> <list>`: joins values in the list using a separator
        - `pluck <field> <list>`: collects values of a field from all items in the input
        - `tablerow <fields>...`: aligns fields in output vertically as a table
        - `tablerender`: renders fields added by tablerow in place
        - `timeago <time>`: renders a timestamp as relative to now
        - `timefmt <format> <time>`: formats a timestamp using Go's Time.Format layouts, in UTC
        - `truncate <length> <input>`: ensures input fits within length
        - `hyperlink <url> <text>`: renders a terminal hyperlink
        Any other function is an error naming it. To learn more about Go templates, see:
        <https://golang.org/pkg/text/template/>.

        EXAMPLES
          # adding the --jq flag and selecting fields from the array
          $ gh-lite issue list --json author --jq '.[].author.login'

          # --jq can be used to implement more complex filtering and output changes
          $ gh-lite issue list --json number,title,labels --jq '.[] | select(.labels | length > 0) | .title'

          # using the --template flag with the hyperlink helper
          $ gh-lite issue list --json title,url --template '{{range .}}{{hyperlink .url .title}}{{"\\n"}}{{end}}'

          # adding the --template flag and modifying the display format
          $ gh-lite issue list --json number,title,labels --template \\
              '{{range .}}{{tablerow (printf "#%v" .number | autocolor "green") .title}}{{end}}'

        """
}
